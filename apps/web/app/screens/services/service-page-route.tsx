import type { Route } from "./+types/service-page-route";
import { pageHead, store } from "../../lib/content.server";
import { canonicalParam, found } from "../../lib/entry-param";
import { richHtml } from "../../lib/rich-html.server";
import { headMeta } from "../../lib/seo";
import { ServicePageView } from "./service-page-view";

export function loader({ params }: Route.LoaderArgs) {
  const page = found(store.find("services", canonicalParam(params.id)));
  return { head: pageHead(page), body: richHtml(page.body), actions: page.actions };
}

export const meta: Route.MetaFunction = headMeta;

/** /services/<id>: one informational service page from content/pages/services/. */
export default function ServicePageRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePageView {...loaderData} />;
}
