import { findBySlug } from "@site/content/runtime";
import { servicePages } from "virtual:content/pages";
import type { Route } from "./+types/service-page-route";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { NotFoundScreen } from "../not-found/not-found-screen";

/** One informational service page from content/pages/services/. */
export default function ServicePageScreen({ params }: Route.ComponentProps) {
  const page = findBySlug(servicePages, params.slug);
  if (!page) return <NotFoundScreen />;
  return (
    <PageLayout page={page}>
      <PageBody body={page.body} />
      <PageActions actions={page.actions} className="mt-10" />
    </PageLayout>
  );
}
