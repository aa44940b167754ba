import { pages } from "virtual:content/pages";
import { LinkCardGrid } from "../../components/link-card-grid";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

const page = pages.resources;

/** The disclaimer, then the three ways into the free material. */
export default function ResourcesScreen() {
  return (
    <PageLayout page={page}>
      <div className="mb-10 rounded-lg border border-accent/40 bg-accent/10 p-5 md:p-6">
        <PageBody body={page.body} />
      </div>
      <LinkCardGrid cards={page.cards} />
    </PageLayout>
  );
}
