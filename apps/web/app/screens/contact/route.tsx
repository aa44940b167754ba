import { Button } from "@site/ui";
import { Mail } from "lucide-react";
import { pages } from "virtual:content/pages";
import { site } from "virtual:content/site";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

const page = pages.contact;

/** The single contact address, as text in the body, and a button that writes to it. */
export default function ContactScreen() {
  return (
    <PageLayout page={page}>
      <PageBody body={page.body} />
      <Button href={`mailto:${site.contact.email}`} className="mt-8">
        <Mail aria-hidden="true" />
        Write to us
      </Button>
    </PageLayout>
  );
}
