import { SiteFooter, SiteHeader, SkipLink } from "@site/ui";
import { Search } from "lucide-react";
import type { ReactNode } from "react";
import store from "virtual:content/store";

/**
 * The header's search control as `search/search-button.tsx` shows it once the page is live. That
 * module needs the router, which stories do not have; its classes are repeated here, so a change
 * of its look is a change here too.
 */
function SearchButton() {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      title="Search (/ or Ctrl+K)"
      className="ml-auto inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-primary hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:-ml-2 md:size-9 lg:ml-auto lg:size-10"
    >
      <Search aria-hidden="true" className="size-5" />
      <span className="sr-only">Search</span>
    </button>
  );
}

/**
 * A page of the site around a screen, as `components/site-layout.tsx` frames every page: the skip
 * link, the header (its link to `path` marked as the current page), the main landmark and the
 * footer, all from the sample content's site settings.
 */
export function ScreenFrame({ path, children }: { path: string; children: ReactNode }) {
  const { site } = store;
  return (
    <>
      <SkipLink />
      <SiteHeader
        logo={{ src: site.logo.src, href: "/" }}
        siteName={site.name}
        links={site.nav}
        cta={site.cta}
        currentPath={path}
        search={<SearchButton />}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter
        siteName={site.name}
        disclaimer={site.footer.disclaimer}
        year={site.footer.year}
        links={site.footer.links}
      />
    </>
  );
}

/** Parameters every screen story shares: the page fills the frame, as in a browser window. */
export const screenParameters = { layout: "fullscreen" } as const;
