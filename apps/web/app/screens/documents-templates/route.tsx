import { screenRoute, viewRoute } from "../../lib/screen-route";
import { screenPage, store } from "../../lib/content.server";
import { DocumentsView } from "./documents-view";

export function loader() {
  const { page, head, body } = screenPage("documents-templates");
  return { head, body, actions: page.actions, categories: store.all("documents") };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /documents-templates: every document, by category. */
export default viewRoute(DocumentsView);
