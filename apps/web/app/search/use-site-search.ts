import type { SearchResultGroup } from "@site/ui";
import { useEffect, useState } from "react";
import { loadSearchIndex, type PagefindHit } from "./pagefind";
import { planSearch } from "./query-plan";
import { groupResults } from "./results";

/** Pages whose details are fetched per query: each costs a small download, the rest stay unseen. */
const pagesShown = 10;
/**
 * What the index is asked for: a query is matched word by word, and beyond a few hundred
 * characters more words only slow the answer down. The visitor's text is kept as typed.
 */
const maxQueryLength = 200;

export function searchedText(query: string): string {
  return query.replace(/\s+/g, " ").trim().slice(0, maxQueryLength).trim();
}

/** A query of single letters waits for more: one letter alone would match nearly every page. */
const waitsForMore = (text: string) => text === "" || (/[\p{L}\p{N}]/u.test(text) && !/[\p{L}\p{N}]{2}/u.test(text));

export interface Found {
  groups: SearchResultGroup[];
  /** What the results are for, when a misspelt word was corrected (see planSearch). */
  corrected?: string;
}

/** How much a page's place in one query's results counts against being found by more of them. */
const rankDamping = 60;

/**
 * Searches the site. Each query of the plan (the words as typed, and said with their synonyms) is
 * a Pagefind search of its own, and their results are merged by reciprocal rank: a page counts
 * 1 / (60 + its place) in each, so a page found by more ways of saying it comes first ("price" finds
 * the page with both "donation" and "USD"), and one query's order is kept as it is. The scores of
 * different queries do not compare: a rare word scores high on any page that has it.
 */
export async function searchSite(text: string, { asTyped = false } = {}): Promise<Found> {
  const { pagefind, vocabulary } = await loadSearchIndex();
  const plan = planSearch(text, vocabulary, { asTyped });
  const answers = await Promise.all(plan.queries.map((query) => pagefind.search(query)));
  const found = new Map<string, { hit: PagefindHit; score: number; place: number }>();
  for (const answer of answers) {
    for (const [place, hit] of (answer?.results ?? []).entries()) {
      const known = found.get(hit.id);
      const score = (known?.score ?? 0) + 1 / (rankDamping + place);
      // The details (excerpt, places) come from the query the page ranks best in.
      found.set(hit.id, known && known.place <= place ? { ...known, score } : { hit, score, place });
    }
  }
  const best = [...found.values()].sort((a, b) => b.score - a.score).slice(0, pagesShown);
  const pages = await Promise.all(best.map(({ hit }) => hit.data()));
  return { groups: groupResults(pages, plan), ...(plan.corrected ? { corrected: plan.corrected } : {}) };
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
