import type { SiteConfig } from "@site/content";
import { useRouteLoaderData } from "react-router";

/**
 * What pages need of site.yaml on the client: names, navigation, contact and the third-party ids.
 * The footer's disclaimer, the one long text, is only rendered into HTML (see root.tsx).
 */
export function siteForPages({ footer: { disclaimer: _, ...footer }, description: __, ...site }: SiteConfig) {
  return { ...site, footer };
}

export type PageSite = ReturnType<typeof siteForPages>;

/** site.yaml's values, as the root route loaded them. */
export function useSite(): PageSite {
  const site = useSiteIfLoaded();
  if (!site) throw new Error("useSite() runs inside the app, under the root route");
  return site;
}

/** For error screens, which may show before the site's data could load. */
export function useSiteIfLoaded(): PageSite | undefined {
  return useRouteLoaderData<{ site: PageSite }>("root")?.site;
}

/** A page's title as every page ends it: "Dictionary | Cornerstone Law Trust". */
export function useFullTitle(title: string): string {
  const suffix = useSiteIfLoaded()?.titleSuffix;
  return suffix ? `${title} | ${suffix}` : title;
}
