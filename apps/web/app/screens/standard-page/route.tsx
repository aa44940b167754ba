import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { pageHead, store } from "../../lib/content.server";
import { canonicalParam, found } from "../../lib/entry-param";
import { richHtml } from "../../lib/rich-html.server";
import { headMeta } from "../../lib/seo";
import { hasOwnScreen } from "../../page-screens";
import { StandardPageView } from "./standard-page-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

// Typed without the route's generated types: the route is in the table only while some page uses it.
export function loader({ params }: LoaderFunctionArgs) {
  const id = canonicalParam(params.id);
  // A screen's own page (/about) has its screen; only the others are standard pages.
  const page = found(hasOwnScreen(id) ? undefined : store.find("pages", id));
  return { head: pageHead(page), body: richHtml(page.body) };
}
export type StandardPageData = ReturnType<typeof loader>;

export const meta: MetaFunction<typeof loader> = headMeta;

export const shouldRevalidate = reloadOnContentEdit;

/** /<slug>: a page an author added as content/pages/<slug>.mdx, with no code of its own. */
export default function StandardPageRoute({ loaderData }: { loaderData: StandardPageData }) {
  return <StandardPageView {...loaderData} />;
}
