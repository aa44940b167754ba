import type { Route } from "./+types/route";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

/** Welcome, commitment and the trustee's story; the body's blocks fade in one after another. */
export function AboutView({ head, body, actions }: Route.ComponentProps["loaderData"]) {
  return (
    <PageLayout head={head}>
      <PageBody html={body} className="mx-auto" />
      <PageActions actions={actions} className="mx-auto mt-10 max-w-prose" />
    </PageLayout>
  );
}
