import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from "react-router";
import { pageHead, store } from "../../lib/content.server";
import { canonicalParam, found } from "../../lib/entry-param";
import { richHtml } from "../../lib/rich-html.server";
import { seo } from "../../lib/seo";
import { entryRoute } from "../../lib/entry-route";
import { hasOwnScreen } from "../../page-screens";
import { viewRoute } from "../../lib/screen-route";
import { StandardPageView } from "./standard-page-view";

// Typed without the route's generated types: the route is in the table only while some page uses it.
export function loader({ params }: LoaderFunctionArgs) {
  const id = canonicalParam(params.id);
  // A screen's own page (/about) has its screen; only the others are standard pages.
  const page = found(hasOwnScreen(id) ? undefined : store.find("pages", id));
  return { head: pageHead(page), body: richHtml(page.body) };
}

const entry = entryRoute({
  meta: ({ head }: ReturnType<typeof loader>, { matches }) => seo(matches, head),
});
export const clientLoader = (args: ClientLoaderFunctionArgs) => entry.clientLoader(args);
export const { ErrorBoundary, meta, shouldRevalidate } = entry;

/** /<slug>: a page an author added as content/pages/<slug>.mdx, with no code of its own. */
export default viewRoute<ReturnType<typeof loader>>(StandardPageView);
