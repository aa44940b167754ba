import { pages } from "virtual:content/pages";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

const page = pages.about;

/** Welcome, commitment and the trustee's story; the body's blocks fade in one after another. */
export default function AboutScreen() {
  return (
    <PageLayout page={page}>
      <PageBody body={page.body} className="mx-auto" />
      <PageActions actions={page.actions} className="mx-auto mt-10 max-w-prose" />
    </PageLayout>
  );
}
