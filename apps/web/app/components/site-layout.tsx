import { SiteFooter, SiteHeader, SkipLink } from "@site/ui";
import type { ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { VoiceAssistant } from "../integrations/voice-assistant";
import type { rootData } from "../lib/root-data.server";
import { RouteAnnouncer } from "../navigation/route-announcer";
import { indexedContent } from "../search/indexing";
import { SearchButton } from "../search/search-button";

/**
 * Header, main landmark and footer shared by every page, all from content/site.yaml. The footer sits
 * at the bottom of the window even when the page is short, and repeats the header's sections.
 */
export function SiteLayout({ home, children }: { home: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const data = useRouteLoaderData<typeof rootData>("root");
  // Only a failure before the site's data loaded leaves it out; the error screen then stands alone.
  if (!data) return <main id="main">{children}</main>;
  const { site } = data;
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
      <RouteAnnouncer />
      {/* Every section again, and the contact address: reachable from every page without the header's menu. */}
      <SiteFooter
        siteName={site.name}
        description={site.description}
        disclaimer={site.footer.disclaimer}
        year={site.footer.year}
        links={[...site.nav, site.cta, ...site.footer.links]}
        email={site.contact.email}
      />
      <VoiceAssistant />
    </div>
  );
}
