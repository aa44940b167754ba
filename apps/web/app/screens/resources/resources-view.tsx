import type { Route } from "./+types/route";
import { LinkCardGrid } from "../../components/link-card-grid";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

/** The disclaimer, then the three ways into the free material. */
export function ResourcesView({ head, body, cards }: Route.ComponentProps["loaderData"]) {
  return (
    <PageLayout head={head}>
      <PageBody html={body} className="mb-10 rounded-lg border border-accent/40 bg-accent/10 p-5 md:p-6" />
      <LinkCardGrid cards={cards} />
    </PageLayout>
  );
}
