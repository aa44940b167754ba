import { pages } from "virtual:content/pages";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

const page = pages.litigation;

/** The notice that new litigation cases are not being accepted. */
export default function LitigationScreen() {
  return (
    <PageLayout page={page}>
      <div role="note" className="max-w-3xl rounded-lg border border-accent/40 bg-accent/10 p-5 md:p-6">
        <PageBody body={page.body} />
      </div>
      <PageActions actions={page.actions} className="mt-8" />
    </PageLayout>
  );
}
