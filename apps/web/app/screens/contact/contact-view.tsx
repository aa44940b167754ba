import { Button } from "@site/ui";
import { Mail } from "lucide-react";
import type { Route } from "./+types/route";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

/** The single contact address, as text in the body, and a button that writes to it. */
export function ContactView({ head, body, email }: Route.ComponentProps["loaderData"]) {
  return (
    <PageLayout head={head}>
      <PageBody html={body} />
      <Button href={`mailto:${email}`} className="mt-8">
        <Mail aria-hidden="true" />
        Write to us
      </Button>
    </PageLayout>
  );
}
