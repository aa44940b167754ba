import type { Route } from "./+types/route";
import { LinkCardGrid } from "../../components/link-card-grid";
import { PageLayout } from "../../components/page-layout";
import { RichProse } from "../../components/rich-content";
import { withIslands } from "../../islands/client-loader";
import { Island } from "../../islands/Island";
import { pageWith } from "../../lib/content.server";

export const loader = () => pageWith("resources", (page) => ({ body: page.body.tree, cards: page.cards }));
export const clientLoader = (args: Route.ClientLoaderArgs) => withIslands(args);

/** The disclaimer, then the three ways into the free material. */
export default function ResourcesScreen({ loaderData: { head, content } }: Route.ComponentProps) {
  return (
    <PageLayout head={head}>
      <Island value={content}>
        {({ body, cards }) => (
          <>
            <RichProse tree={body} className="mb-10 rounded-lg border border-accent/40 bg-accent/10 p-5 md:p-6" />
            <LinkCardGrid cards={cards} />
          </>
        )}
      </Island>
    </PageLayout>
  );
}
