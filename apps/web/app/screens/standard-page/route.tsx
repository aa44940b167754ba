import { findBySlug } from "@site/content/runtime";
import { standardPages } from "virtual:content/pages";
import type { Route } from "./+types/route";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { NotFoundScreen } from "../not-found/not-found-screen";

/** A page an author added as content/pages/<slug>.mdx: the standard layout, no code of its own. */
export default function StandardPageScreen({ params }: Route.ComponentProps) {
  const page = findBySlug(standardPages, params.slug);
  if (!page) return <NotFoundScreen />;
  return (
    <PageLayout page={page}>
      <PageBody body={page.body} />
    </PageLayout>
  );
}
