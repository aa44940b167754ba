import type { Route } from "./+types/route";
import { PageActions } from "../../components/page-actions";
import { PageLayout } from "../../components/page-layout";
import { RichProse } from "../../components/rich-content";
import { withIslands } from "../../islands/client-loader";
import { Island } from "../../islands/Island";
import { pageWith } from "../../lib/content.server";

export const loader = () => pageWith("about", (page) => ({ body: page.body.tree, actions: page.actions }));
export const clientLoader = (args: Route.ClientLoaderArgs) => withIslands(args);

/** Welcome, commitment and the trustee's story; the body's blocks fade in one after another. */
export default function AboutScreen({ loaderData: { head, content } }: Route.ComponentProps) {
  return (
    <PageLayout head={head}>
      <Island value={content}>
        {({ body, actions }) => (
          <>
            <RichProse tree={body} className="mx-auto" />
            <PageActions actions={actions} className="mx-auto mt-10 max-w-prose" />
          </>
        )}
      </Island>
    </PageLayout>
  );
}
