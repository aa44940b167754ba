import { SiteFooter, SiteHeader, SkipLink } from "@site/ui";
import { useContext, type ReactNode } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext, useLocation, useMatches } from "react-router";
import { site } from "virtual:content/site";
import { VoiceAssistant } from "../integrations/voice-assistant";
import { useHydrated } from "../lib/use-hydrated";
import { useNavigationFailure } from "../navigation/navigation-failure";
import { indexedContent } from "../search/indexing";
import { SearchButton } from "../search/search-button";

/** Whether the page shows the home screen, not merely the "/" address. */
function useIsHomeScreen(): boolean {
  const matched = useMatches().some((match) => match.id === "screens/home/route");
  const hydrated = useHydrated();
  // React Router prerenders the 404 page at "/" with only the root's fallback on it (SPA mode); that
  // page is served for unknown addresses and hydrates there, so until then it is not the home screen.
  const fallback = useContext(FrameworkContext)?.isSpaMode === true && !hydrated;
  // A failed navigation away from home shows its error screen while the address is still "/".
  const failed = useNavigationFailure() !== null;
  return matched && !fallback && !failed;
}

/** Header, main landmark and footer shared by every page, all from content/site.yaml. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const home = useIsHomeScreen();
  return (
    <>
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
      <main id="main" tabIndex={-1} className="outline-none" {...indexedContent}>
        {children}
      </main>
      <SiteFooter
        siteName={site.name}
        disclaimer={site.footer.disclaimer}
        year={site.footer.year}
        links={site.footer.links}
      />
      <VoiceAssistant />
    </>
  );
}
