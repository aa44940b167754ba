import type { SiteConfig } from "@site/content";
import { useRouteLoaderData } from "react-router";
import { fullTitle } from "./seo";

/** site.yaml's values, as the root route loaded them. */
export function useSite(): SiteConfig {
  const site = useSiteIfLoaded();
  if (!site) throw new Error("useSite() runs inside the app, under the root route");
  return site;
}

/** For error screens, which may show before the site's data could load. */
function useSiteIfLoaded(): SiteConfig | undefined {
  return useRouteLoaderData<{ site: SiteConfig }>("root")?.site;
}

/** A page's title as every page ends it: "Dictionary | Cornerstone Law Trust". */
export function useFullTitle(title: string): string {
  return fullTitle(title, useSiteIfLoaded());
}
