import { Container, PageHeader } from "@site/ui";
import type { ReactNode } from "react";
import type { PageHead } from "../lib/content.server";
import { PageSeo } from "./page-seo";

/** The frame of a content page: its head tags, its h1, and a centered column for the screen. */
export function PageLayout({ head, jsonLd, children }: { head: PageHead; jsonLd?: object; children: ReactNode }) {
  return (
    <>
      <PageSeo page={head} {...(jsonLd ? { jsonLd } : {})} />
      <PageHeader title={head.heading} />
      <Container className="py-12 md:py-16">{children}</Container>
    </>
  );
}
