import type { Route } from "./+types/route";
import { draftFlag, screenPage, store } from "../../lib/content.server";
import { searchOnlyChanged } from "../../lib/revalidate";
import { richHtml } from "../../lib/rich-html.server";
import { headMeta } from "../../lib/seo";
import { DictionaryView } from "./dictionary-view";

export function loader() {
  const { head, body } = screenPage("dictionary");
  const terms = store
    .all("dictionary")
    .map((entry) => ({ id: entry.id, term: entry.term, definition: richHtml(entry.definition), ...draftFlag(entry) }));
  return { head, body, terms };
}

export const meta: Route.MetaFunction = headMeta;
export const shouldRevalidate = searchOnlyChanged;

/** /dictionary: every term, searchable. */
export default function DictionaryRoute({ loaderData }: Route.ComponentProps) {
  return <DictionaryView {...loaderData} />;
}
