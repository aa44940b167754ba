import type { SearchResultGroup } from "@site/ui";
import { useEffect, useState } from "react";
import { loadSearchIndex, type PagefindHit, type PagefindPage, type SearchIndex } from "./pagefind";
import { planSearch, wordMatches, type PlannedQuery } from "./query-plan";
import { groupResults, matchedAsAsked } from "./results";

/** Pages whose details are fetched per query: each costs a small download, the rest stay unseen. */
const pagesShown = 10;
/**
 * What the index is asked for: a query is matched word by word, and beyond a few hundred
 * characters more words only slow the answer down. The visitor's text is kept as typed.
 */
const maxQueryLength = 200;

const searchedText = (query: string) => query.replace(/\s+/g, " ").trim().slice(0, maxQueryLength).trim();

/** A query of single letters waits for more: one letter alone would match nearly every page. */
const waitsForMore = (text: string) => text === "" || (/[\p{L}\p{N}]/u.test(text) && !/[\p{L}\p{N}]{2}/u.test(text));

export interface Found {
  groups: SearchResultGroup[];
  /** What the results are for, when a misspelt word was corrected (see planSearch). */
  corrected?: string;
}

/** How much a page's place in one query's results counts against being found by more of them. */
const rankDamping = 60;
/** Pages whose details are fetched at most, when those found only through a synonym turn out not to use it. */
const pagesChecked = pagesShown * 3;

type PagefindSearch = SearchIndex["pagefind"]["search"];

/** The ids of the pages that have a phrase as whole words: Pagefind's quoted search. */
type WholeSearch = (phrase: string) => Promise<Set<string>>;

/**
 * The pages a planned query finds, in Pagefind's order. Pagefind matches each word as the start of
 * a word; a quoted search matches whole words only (in any form: "fee" finds "fees", not "feet")
 * but ranks every page alike, so it only says which pages may stay.
 */
async function pagesFor(query: PlannedQuery, search: PagefindSearch, wholeIn: WholeSearch): Promise<PagefindHit[]> {
  const [answer, ...allowed] = await Promise.all([
    search(query.text),
    ...query.whole.map(
      async (phrases) => new Set((await Promise.all(phrases.map(wholeIn))).flatMap((ids) => [...ids])),
    ),
  ]);
  return (answer?.results ?? []).filter((hit) => allowed.every((ids) => ids.has(hit.id)));
}

/**
 * Searches the site. Each query of the plan (the words as typed, and said with their synonyms) is
 * a Pagefind search of its own, and their results are merged by reciprocal rank: a page counts
 * 1 / (60 + its place) in each, so a page found by more ways of saying it comes first ("price" finds
 * the page with both "donation" and "USD"), and one query's order is kept as it is. The scores of
 * different queries do not compare: a rare word scores high on any page that has it. A page found
 * only through synonyms is shown when it uses one of them on its own (see Vocabulary.usesOnItsOwn).
 */
async function searchSite(text: string, { asTyped = false } = {}): Promise<Found> {
  const { pagefind, vocabulary } = await loadSearchIndex();
  const search: PagefindSearch = (query) => pagefind.search(query);
  const plan = planSearch(text, vocabulary, { asTyped });
  const wholeSearches = new Map<string, Promise<Set<string>>>();
  const wholeIn: WholeSearch = (phrase) => {
    if (!wholeSearches.has(phrase)) {
      const ids = search(`"${phrase}"`).then((answer) => new Set((answer?.results ?? []).map((hit) => hit.id)));
      wholeSearches.set(phrase, ids);
    }
    return wholeSearches.get(phrase)!;
  };
  const answers = await Promise.all(plan.queries.map((query) => pagesFor(query, search, wholeIn)));
  const found = new Map<string, { score: number; by: { query: PlannedQuery; hit: PagefindHit; place: number }[] }>();
  for (const [at, hits] of answers.entries()) {
    const query = plan.queries[at]!;
    for (const [place, hit] of hits.entries()) {
      const known = found.get(hit.id) ?? { score: 0, by: [] };
      found.set(hit.id, { score: known.score + 1 / (rankDamping + place), by: [...known.by, { query, hit, place }] });
    }
  }
  const ranked = [...found.values()].sort((a, b) => b.score - a.score).slice(0, pagesChecked);
  const saysIt = (content: string, query: PlannedQuery) =>
    query.synonyms.length === 0 || query.synonyms.some((phrase) => vocabulary.usesOnItsOwn(content, phrase));
  /** The details (excerpt, places) come from the query the page ranks best in, of those it says as asked. */
  const details = async ({ by }: (typeof ranked)[number]): Promise<PagefindPage | undefined> => {
    const [best, ...rest] = [...by].sort((a, b) => a.place - b.place);
    const page = await best!.hit.data();
    if (saysIt(page.content, best!.query)) return matchedAsAsked(page, wordMatches(best!.query));
    const other = rest.find(({ query }) => saysIt(page.content, query));
    return other && matchedAsAsked(await other.hit.data(), wordMatches(other.query));
  };
  const pages: PagefindPage[] = [];
  for (let at = 0; pages.length < pagesShown && at < ranked.length; at += pagesShown) {
    const batch = await Promise.all(ranked.slice(at, at + pagesShown).map(details));
    pages.push(...batch.filter((page) => page !== undefined));
  }
  return {
    groups: groupResults(pages.slice(0, pagesShown), plan),
    ...(plan.corrected ? { corrected: plan.corrected } : {}),
  };
}

export type SettledSearch =
  | {
      kind: "done";
      text: string;
      groups: readonly SearchResultGroup[];
      count: number;
      /** Set when the results are for a corrected query, with the way to search the text as typed. */
      correction?: { searched: string; searchAsTyped(): void };
    }
  | { kind: "failed" };

export type SiteSearchState =
  | { kind: "idle" }
  /** `previous` stays on screen until the new answer arrives, so nothing flickers while typing. */
  | { kind: "searching"; previous: SettledSearch | null }
  | SettledSearch;

interface Answer {
  text: string;
  asTyped: boolean;
  found?: Found;
}

/**
 * One search at a time: a query typed while another runs waits for it, and is dropped if a newer
 * one came meanwhile. Short prefixes match nearly every page and take longest; without this, fast
 * typing would queue them all up in Pagefind's worker ahead of the query the visitor wants.
 */
let running: Promise<unknown> = Promise.resolve();

/**
 * Searches the site's index as the query changes; only the answer to the latest query is kept. A
 * corrected query can be searched as typed instead, until the query changes.
 */
export function useSiteSearch(query: string): SiteSearchState {
  const text = searchedText(query);
  const [asTypedText, setAsTypedText] = useState<string | null>(null);
  const asTyped = asTypedText === text;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (waitsForMore(text)) return;
    let latest = true;
    const search = running.then(() => (latest ? searchSite(text, { asTyped }) : null));
    running = search.catch(() => undefined);
    search.then(
      (found) => latest && found && setAnswer({ text, asTyped, found }),
      () => latest && setAnswer({ text, asTyped }),
    );
    return () => {
      latest = false;
    };
  }, [text, asTyped]);

  const settled = ({ text: answered, found }: Answer): SettledSearch => {
    if (!found) return { kind: "failed" };
    const count = found.groups.reduce((total, group) => total + group.results.length, 0);
    return {
      kind: "done",
      text: answered,
      groups: found.groups,
      count,
      ...(found.corrected
        ? { correction: { searched: found.corrected, searchAsTyped: () => setAsTypedText(answered) } }
        : {}),
    };
  };
  if (waitsForMore(text)) return { kind: "idle" };
  if (answer?.text !== text || answer.asTyped !== asTyped) {
    return { kind: "searching", previous: answer && settled(answer) };
  }
  return settled(answer);
}
