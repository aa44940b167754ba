import type { Route } from "./+types/route";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

/** The notice that new litigation cases are not being accepted. */
export function LitigationView({ head, body, actions }: Route.ComponentProps["loaderData"]) {
  return (
    <PageLayout head={head}>
      <div role="note" className="max-w-3xl rounded-lg border border-accent/40 bg-accent/10 p-5 md:p-6">
        <PageBody html={body} />
      </div>
      <PageActions actions={actions} className="mt-8" />
    </PageLayout>
  );
}
