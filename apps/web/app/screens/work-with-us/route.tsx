import type { Route } from "./+types/route";
import { LinkCardGrid } from "../../components/link-card-grid";
import { PageActions } from "../../components/page-actions";
import { PageLayout } from "../../components/page-layout";
import { RichProse } from "../../components/rich-content";
import { withIslands } from "../../islands/client-loader";
import { Island } from "../../islands/Island";
import { pageWith } from "../../lib/content.server";

export const loader = () =>
  pageWith("work-with-us", (page) => ({ body: page.body.tree, cards: page.cards, actions: page.actions }));
export const clientLoader = (args: Route.ClientLoaderArgs) => withIslands(args);

/** Trust formation, consulting and litigation, each a card; then the free resources. */
export default function WorkWithUsScreen({ loaderData: { head, content } }: Route.ComponentProps) {
  return (
    <PageLayout head={head}>
      <Island value={content}>
        {({ body, cards, actions }) => (
          <>
            <RichProse tree={body} className="mb-10" />
            <LinkCardGrid cards={cards} />
            <PageActions actions={actions} className="mt-10" />
          </>
        )}
      </Island>
    </PageLayout>
  );
}
