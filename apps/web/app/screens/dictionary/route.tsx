import { searchableScreenRoute, viewRoute } from "../../lib/screen-route";
import { draftFlag, screenPage, store } from "../../lib/content.server";
import { richHtml } from "../../lib/rich-html.server";
import { DictionaryView } from "./dictionary-view";

export function loader() {
  const { head, body } = screenPage("dictionary");
  const terms = store
    .all("dictionary")
    .map((entry) => ({ id: entry.id, term: entry.term, definition: richHtml(entry.definition), ...draftFlag(entry) }));
  return { head, body, terms };
}

export const { meta, shouldRevalidate } = searchableScreenRoute;

/** /dictionary: every term, searchable. */
export default viewRoute(DictionaryView);
