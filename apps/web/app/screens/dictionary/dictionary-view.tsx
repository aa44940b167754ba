import { termHref } from "@site/content/runtime";
import { Link, SearchField } from "@site/ui";
import type { Route } from "./+types/route";
import { ContentHtml } from "../../components/content-html";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { htmlText } from "../../lib/html-text";
import { useListSearch } from "../../lib/list-search";
import { notIndexed } from "../../search/indexing";
import { DraftBadge } from "../../components/editorial/draft-badge";
import { firstOfEachLetter, LetterBar, letterAnchor } from "./letter-bar";

type Term = Route.ComponentProps["loaderData"]["terms"][number];
const searchedText = (term: Term) => [term.term, htmlText(term.definition)];

/**
 * Every term, alphabetically, under a bar of letters leading to each letter's first term; the search
 * matches a term or its definition, as plain text, and the bar follows what it shows.
 */
export function DictionaryView({ head, body, terms }: Route.ComponentProps["loaderData"]) {
  const { query, setQuery, shown } = useListSearch(terms, searchedText);
  const firsts = firstOfEachLetter(shown, (term) => term.term);
  const anchors = new Map([...firsts].map(([letter, term]) => [term.id, letterAnchor(letter)]));
  return (
    <PageLayout head={head}>
      <PageBody html={body} className="mb-8" />
      <SearchField
        label="Search legal terms"
        hideLabel
        placeholder="Search legal terms..."
        value={query}
        onValueChange={setQuery}
        status={`${shown.length} ${shown.length === 1 ? "term" : "terms"} shown`}
        className="max-w-xl"
      />
      <LetterBar letters={new Set(firsts.keys())} label="Terms by first letter" />
      {shown.length === 0 ? (
        <p className="mt-10 text-lg text-muted-foreground">No terms found matching your search.</p>
      ) : (
        // Each term is found on its own page.
        <ul className="mt-6 grid gap-x-10 gap-y-8 md:grid-cols-2" {...notIndexed}>
          {shown.map((term) => (
            // A letter's first term is where the letter bar leads: clear of the bar when it is reached.
            <li key={term.id} id={anchors.get(term.id)} className="scroll-mt-20 border-b border-border pb-6">
              <h2 className="font-display text-xl font-semibold">
                <Link href={termHref(term.id)} className="text-primary underline-offset-4 hover:underline">
                  {term.term}
                </Link>
                <DraftBadge draft={term.draft} />
              </h2>
              <ContentHtml
                html={term.definition}
                className="mt-2 space-y-2 text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline"
              />
            </li>
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
