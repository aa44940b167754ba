import type { Route } from "./+types/route";
import { PageActions } from "../../components/page-actions";
import { PageLayout } from "../../components/page-layout";
import { RichProse } from "../../components/rich-content";
import { withIslands } from "../../islands/client-loader";
import { Island } from "../../islands/Island";
import { pageWith } from "../../lib/content.server";

export const loader = () => pageWith("litigation", (page) => ({ body: page.body.tree, actions: page.actions }));
export const clientLoader = (args: Route.ClientLoaderArgs) => withIslands(args);

/** The notice that new litigation cases are not being accepted. */
export default function LitigationScreen({ loaderData: { head, content } }: Route.ComponentProps) {
  return (
    <PageLayout head={head}>
      <Island value={content}>
        {({ body, actions }) => (
          <>
            <div role="note" className="max-w-3xl rounded-lg border border-accent/40 bg-accent/10 p-5 md:p-6">
              <RichProse tree={body} />
            </div>
            <PageActions actions={actions} className="mt-8" />
          </>
        )}
      </Island>
    </PageLayout>
  );
}
