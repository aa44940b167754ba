import type { Route } from "./+types/route";
import { LinkCardGrid } from "../../components/link-card-grid";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

/** Trust formation, consulting and litigation, each a card; then the free resources. */
export function WorkWithUsView({ head, body, cards, actions }: Route.ComponentProps["loaderData"]) {
  return (
    <PageLayout head={head}>
      <PageBody html={body} className="mb-10" />
      <LinkCardGrid cards={cards} />
      <PageActions actions={actions} className="mt-10" />
    </PageLayout>
  );
}
