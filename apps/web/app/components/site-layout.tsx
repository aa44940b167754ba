import { SiteFooter, SiteHeader, SkipLink } from "@site/ui";
import type { ReactNode } from "react";
import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { VoiceAssistant } from "../integrations/voice-assistant";
import { Island } from "../islands/Island";
import { useHydrated } from "../lib/use-hydrated";
import { useIsSpaFallbackPage } from "../react-router-internals";
import type { loader as rootLoader } from "../root";
import { useNavigationFailure } from "../navigation/navigation-failure";
import { indexedContent } from "../search/indexing";
import { SearchButton } from "../search/search-button";

/** Whether the page shows the home screen, not merely the "/" address. */
function useIsHomeScreen(): boolean {
  const matched = useMatches().some((match) => match.id === "screens/home/route");
  const hydrated = useHydrated();
  // React Router prerenders the 404 page at "/" with only the root's fallback on it (SPA mode); that
  // page is served for unknown addresses and hydrates there, so until then it is not the home screen.
  const fallback = useIsSpaFallbackPage(hydrated);
  // A failed navigation away from home shows its error screen while the address is still "/".
  const failed = useNavigationFailure() !== null;
  return matched && !fallback && !failed;
}

/**
 * Header, main landmark and footer shared by every page, all from content/site.yaml. The footer sits
 * at the bottom of the window even when the page is short, and repeats the header's sections.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const home = useIsHomeScreen();
  const data = useRouteLoaderData<typeof rootLoader>("root");
  // Only a failure before the site's data loaded leaves it out; the error screen then stands alone.
  if (!data) return <main id="main">{children}</main>;
  const { site, footer } = data;
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <SiteHeader
        logo={{ src: site.logo.src, href: "/" }}
        siteName={site.name}
        links={site.nav}
        cta={site.cta}
        variant={home ? "home" : "default"}
        currentPath={pathname}
        search={<SearchButton variant={home ? "home" : "default"} />}
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none" {...indexedContent}>
        {children}
      </main>
      <Island value={footer}>{(props) => <SiteFooter {...props} />}</Island>
      <VoiceAssistant />
    </div>
  );
}
