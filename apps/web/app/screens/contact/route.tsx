import { Button } from "@site/ui";
import { pages } from "virtual:content/pages";
import { site } from "virtual:content/site";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

const page = pages.contact;

/** The single contact address, as text and as a mail link. */
export default function ContactScreen() {
  return (
    <PageLayout page={page}>
      <PageBody body={page.body} />
      <Button href={`mailto:${site.contact.email}`} className="mt-8">
        Email {site.contact.email}
      </Button>
    </PageLayout>
  );
}
