import { Container, PageHeader } from "@site/ui";
import type { ReactNode } from "react";
import { PageSeo } from "./page-seo";

interface PageFields {
  title: string;
  description: string;
  path: string;
  image: string;
  heading: string;
}

/** The frame of a content page: its head tags, its h1, and a centered column for the screen. */
export function PageLayout({ page, jsonLd, children }: { page: PageFields; jsonLd?: object; children: ReactNode }) {
  return (
    <>
      <PageSeo page={page} {...(jsonLd ? { jsonLd } : {})} />
      <PageHeader title={page.heading} />
      <Container className="py-12 md:py-16">{children}</Container>
    </>
  );
}
