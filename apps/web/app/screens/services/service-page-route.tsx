import type { Route } from "./+types/service-page-route";
import { pageHead, store } from "../../lib/content.server";
import { canonicalParam, found } from "../../lib/entry-param";
import { reviewedDate } from "../../lib/reviewed-date";
import { richHtml } from "../../lib/rich-html.server";
import { seo } from "../../lib/seo";
import { entryRoute } from "../../lib/entry-route";
import { ServicePageView } from "./service-page-view";
import { viewRoute } from "../../lib/screen-route";

export function loader({ params }: Route.LoaderArgs) {
  const page = found(store.find("services", canonicalParam(params.id)));
  return {
    head: { ...pageHead(page), ...(page.reviewed ? { dateModified: page.reviewed } : {}) },
    body: richHtml(page.body),
    actions: page.actions,
    reviewed: reviewedDate(page.reviewed),
  };
}

const entry = entryRoute({
  meta: ({ head }: ReturnType<typeof loader>, { matches }) => seo(matches, head),
});
export const clientLoader = (args: Route.ClientLoaderArgs) => entry.clientLoader(args);
export const { ErrorBoundary, meta, shouldRevalidate } = entry;

/** /services/<id>: one informational service page from content/pages/services/. */
export default viewRoute(ServicePageView);
