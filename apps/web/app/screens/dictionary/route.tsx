import type { Route } from "./+types/route";
import { screenPage, store } from "../../lib/content.server";
import { searchOnlyChanged } from "../../lib/revalidate";
import { richHtml } from "../../lib/rich-html.server";
import { headMeta } from "../../lib/seo";
import { DictionaryView } from "./dictionary-view";

export function loader() {
  const { head, body } = screenPage("dictionary");
  const terms = store
    .all("dictionary")
    .map(({ id, term, definition }) => ({ id, term, definition: richHtml(definition) }));
  return { head, body, terms };
}

export const meta: Route.MetaFunction = headMeta;
export const shouldRevalidate = searchOnlyChanged;

/** /dictionary: every term, searchable. */
export default function DictionaryRoute({ loaderData }: Route.ComponentProps) {
  return <DictionaryView {...loaderData} />;
}
