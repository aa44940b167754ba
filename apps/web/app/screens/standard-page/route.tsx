import { isPageKey } from "@site/content";
import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from "react-router";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { withIslands } from "../../islands/client-loader";
import { pageHead, richIsland, store } from "../../lib/content.server";
import { canonicalParam, found, redirectToCanonical } from "../../lib/entry-param";

// Typed without the route's generated types: the route is in the table only while some page uses it.
export function loader({ params }: LoaderFunctionArgs) {
  const id = canonicalParam(params.id);
  // A screen's own page (/about) has its screen; only the others are standard pages.
  const page = found(isPageKey(id) ? undefined : store.find("pages", id));
  return { head: pageHead(page), body: richIsland(page.body) };
}

export function clientLoader(args: ClientLoaderFunctionArgs) {
  redirectToCanonical(args.request, args.params.id, canonicalParam(args.params.id));
  return withIslands({ ...args, serverLoader: args.serverLoader as () => Promise<ReturnType<typeof loader>> });
}

/** A page an author added as content/pages/<slug>.mdx: the standard layout, no code of its own. */
export default function StandardPageScreen({ loaderData: { head, body } }: { loaderData: ReturnType<typeof loader> }) {
  return (
    <PageLayout head={head}>
      <PageBody body={body} />
    </PageLayout>
  );
}
