import { termHref } from "@site/content/runtime";
import { Link, SearchField } from "@site/ui";
import { useDeferredValue, useMemo, useState } from "react";
import { terms } from "virtual:content/dictionary";
import { pages } from "virtual:content/pages";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { RichText } from "../../components/rich-text";
import { notIndexed } from "../../search/indexing";
import { createTermSearch } from "./search-terms";

const page = pages.dictionary;
const search = createTermSearch(terms);

/** Every term, alphabetically; the search matches a term or its definition. */
export default function DictionaryScreen() {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => search(deferred), [deferred]);
  return (
    <PageLayout page={page}>
      <PageBody body={page.body} className="mb-8" />
      <SearchField
        label="Search legal terms"
        hideLabel
        placeholder="Search legal terms..."
        value={query}
        onValueChange={setQuery}
        status={`${shown.length} ${shown.length === 1 ? "term" : "terms"} shown`}
        className="max-w-xl"
      />
      {shown.length === 0 ? (
        <p className="mt-10 text-lg text-muted-foreground">No terms found matching your search.</p>
      ) : (
        // Each term is found on its own page.
        <ul className="mt-8 grid gap-x-10 gap-y-8 md:grid-cols-2" {...notIndexed}>
          {shown.map((term) => (
            <li key={term.slug} className="border-b border-border pb-6">
              <h2 className="font-display text-xl font-semibold">
                <Link href={termHref(term.slug)} className="text-primary underline-offset-4 hover:underline">
                  {term.term}
                </Link>
              </h2>
              <div className="mt-2 space-y-2 text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline">
                <RichText tree={term.definition} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
