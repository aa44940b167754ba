import type { Route } from "./+types/service-page-route";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

/** One informational service page: its text, then its buttons. */
export function ServicePageView({ head, body, actions }: Route.ComponentProps["loaderData"]) {
  return (
    <PageLayout head={head}>
      <PageBody html={body} />
      <PageActions actions={actions} className="mt-10" />
    </PageLayout>
  );
}
