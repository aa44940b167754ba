import type { Route } from "./+types/service-page-route";
import { pageHead, store } from "../../lib/content.server";
import { canonicalParam, found } from "../../lib/entry-param";
import { reviewedDate } from "../../lib/reviewed-date";
import { richHtml } from "../../lib/rich-html.server";
import { headMeta } from "../../lib/seo";
import { ServicePageView } from "./service-page-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

export function loader({ params }: Route.LoaderArgs) {
  const page = found(store.find("services", canonicalParam(params.id)));
  return {
    head: { ...pageHead(page), ...(page.reviewed ? { dateModified: page.reviewed } : {}) },
    body: richHtml(page.body),
    actions: page.actions,
    reviewed: reviewedDate(page.reviewed),
  };
}

export const meta: Route.MetaFunction = headMeta;

export const shouldRevalidate = reloadOnContentEdit;

/** /services/<id>: one informational service page from content/pages/services/. */
export default function ServicePageRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePageView {...loaderData} />;
}
