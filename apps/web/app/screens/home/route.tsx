import type { Route } from "./+types/route";
import { screenRoute, viewRoute } from "../../lib/screen-route";
import { absoluteUrl } from "../../lib/absolute-url";
import { screenPage } from "../../lib/content.server";
import { seo, siteOf } from "../../lib/seo";
import { HomeView } from "./home-view";

export function loader() {
  const { page, head, body } = screenPage("index");
  return { head, body, quote: page.quote };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteOf(matches);
  if (!loaderData || !site) return [];
  return seo(matches, {
    ...loaderData.head,
    jsonLd: {
      "@type": "Organization",
      name: site.name,
      url: absoluteUrl(site.baseUrl, "/"),
      logo: absoluteUrl(site.baseUrl, site.logo.src),
      email: site.contact.email,
    },
  });
};

export const { shouldRevalidate } = screenRoute;

/** /: the home page. */
export default viewRoute(HomeView);
