import { termHref } from "@site/content/runtime";
import { Link, SearchField } from "@site/ui";
import { useDeferredValue, useRef } from "react";
import type { Route } from "./+types/route";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { RichContent } from "../../components/rich-content";
import { withIslands } from "../../islands/client-loader";
import { island } from "../../islands/island.server";
import { Island } from "../../islands/Island";
import { pageHead, richIsland, store } from "../../lib/content.server";
import { useListFilter, useSearchQuery } from "../../lib/list-search";
import { searchOnlyChanged } from "../../lib/revalidate";
import { notIndexed } from "../../search/indexing";

export function loader() {
  const page = store.page("dictionary");
  const terms = store.all("dictionary").map(({ id, term, definition }) => ({ id, term, definition: definition.tree }));
  return { head: pageHead(page), body: richIsland(page.body), terms: island(terms), total: terms.length };
}
export const clientLoader = (args: Route.ClientLoaderArgs) => withIslands(args);
export const shouldRevalidate = searchOnlyChanged;

/** Every term, alphabetically; the search matches a term or its definition, as plain text. */
export default function DictionaryScreen({ loaderData: { head, body, terms, total } }: Route.ComponentProps) {
  const [query, setQuery] = useSearchQuery();
  const list = useRef<HTMLDivElement>(null);
  const shown = useListFilter(list, useDeferredValue(query), terms.island) ?? total;
  return (
    <PageLayout head={head}>
      <PageBody body={body} className="mb-8" />
      <SearchField
        label="Search legal terms"
        hideLabel
        placeholder="Search legal terms..."
        value={query}
        onValueChange={setQuery}
        status={`${shown} ${shown === 1 ? "term" : "terms"} shown`}
        className="max-w-xl"
      />
      {shown === 0 ? <p className="mt-10 text-lg text-muted-foreground">No terms found matching your search.</p> : null}
      {/* Each term is found on its own page. */}
      <div ref={list} {...notIndexed}>
        <Island value={terms} as="ul" className="mt-8 grid gap-x-10 gap-y-8 md:grid-cols-2">
          {(list) =>
            list.map((term) => (
              <li key={term.id} data-search-item="" className="border-b border-border pb-6">
                <h2 data-search-text="" className="font-display text-xl font-semibold">
                  <Link href={termHref(term.id)} className="text-primary underline-offset-4 hover:underline">
                    {term.term}
                  </Link>
                </h2>
                <div
                  data-search-text=""
                  className="mt-2 space-y-2 text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline"
                >
                  <RichContent tree={term.definition} />
                </div>
              </li>
            ))
          }
        </Island>
      </div>
    </PageLayout>
  );
}
