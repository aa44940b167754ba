import { pages } from "virtual:content/pages";
import { LinkCardGrid } from "../../components/link-card-grid";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

const page = pages["work-with-us"];

export default function WorkWithUsScreen() {
  return (
    <PageLayout page={page}>
      <PageBody body={page.body} className="mb-10" />
      <LinkCardGrid cards={page.cards} />
      <PageActions actions={page.actions} className="mt-10" />
    </PageLayout>
  );
}
