import type { Route } from "./+types/service-page-route";
import { LastReviewed } from "../../components/editorial/last-reviewed";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

/** One informational service page: its text, then its buttons. */
export function ServicePageView({ head, body, actions, reviewed }: Route.ComponentProps["loaderData"]) {
  return (
    <PageLayout head={head}>
      <PageBody html={body} />
      <LastReviewed reviewed={reviewed} className="mt-8" />
      <PageActions actions={actions} className="mt-10" />
    </PageLayout>
  );
}
