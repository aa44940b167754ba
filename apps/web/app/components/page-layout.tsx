import { Container, PageHeader } from "@site/ui";
import type { ReactNode } from "react";
import type { PageHead } from "../lib/content.server";

/** The frame of a content page: its h1 and a centered column for the screen. */
export function PageLayout({ head, children }: { head: Pick<PageHead, "heading">; children: ReactNode }) {
  return (
    <>
      <PageHeader title={head.heading} />
      <Container className="py-12 md:py-16">{children}</Container>
    </>
  );
}
