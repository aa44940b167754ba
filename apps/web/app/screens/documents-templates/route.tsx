import type { Route } from "./+types/route";
import { screenPage, store } from "../../lib/content.server";
import { headMeta } from "../../lib/seo";
import { DocumentsView } from "./documents-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

export function loader() {
  const { page, head, body } = screenPage("documents-templates");
  return { head, body, actions: page.actions, categories: store.all("documents") };
}

export const meta: Route.MetaFunction = headMeta;

export const shouldRevalidate = reloadOnContentEdit;

/** /documents-templates: every document, by category. */
export default function DocumentsRoute({ loaderData }: Route.ComponentProps) {
  return <DocumentsView {...loaderData} />;
}
