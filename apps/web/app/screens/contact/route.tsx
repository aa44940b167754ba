import { Button } from "@site/ui";
import { Mail } from "lucide-react";
import type { Route } from "./+types/route";
import { PageLayout } from "../../components/page-layout";
import { RichProse } from "../../components/rich-content";
import { withIslands } from "../../islands/client-loader";
import { Island } from "../../islands/Island";
import { pageWith, store } from "../../lib/content.server";

export const loader = () => pageWith("contact", (page) => ({ body: page.body.tree, email: store.site.contact.email }));
export const clientLoader = (args: Route.ClientLoaderArgs) => withIslands(args);

/** The single contact address, as text in the body, and a button that writes to it. */
export default function ContactScreen({ loaderData: { head, content } }: Route.ComponentProps) {
  return (
    <PageLayout head={head}>
      <Island value={content}>
        {({ body, email }) => (
          <>
            <RichProse tree={body} />
            <Button href={`mailto:${email}`} className="mt-8">
              <Mail aria-hidden="true" />
              Write to us
            </Button>
          </>
        )}
      </Island>
    </PageLayout>
  );
}
