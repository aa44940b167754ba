import type { Route } from "./+types/service-page-route";
import { PageActions } from "../../components/page-actions";
import { PageLayout } from "../../components/page-layout";
import { RichProse } from "../../components/rich-content";
import { withIslands } from "../../islands/client-loader";
import { island } from "../../islands/island.server";
import { Island } from "../../islands/Island";
import { pageHead, store } from "../../lib/content.server";
import { canonicalParam, found, redirectToCanonical } from "../../lib/entry-param";

export function loader({ params }: Route.LoaderArgs) {
  const page = found(store.find("services", canonicalParam(params.id)));
  return {
    head: pageHead(page),
    content: island({ body: page.body.tree, actions: page.actions }),
  };
}

export function clientLoader(args: Route.ClientLoaderArgs) {
  redirectToCanonical(args.request, args.params.id, canonicalParam(args.params.id));
  return withIslands(args);
}

/** One informational service page from content/pages/services/. */
export default function ServicePageScreen({ loaderData: { head, content } }: Route.ComponentProps) {
  return (
    <PageLayout head={head}>
      <Island value={content}>
        {({ body, actions }) => (
          <>
            <RichProse tree={body} />
            <PageActions actions={actions} className="mt-10" />
          </>
        )}
      </Island>
    </PageLayout>
  );
}
