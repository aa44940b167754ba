import type { SearchResultGroup } from "@site/ui";
import { useEffect, useState } from "react";
import { loadPagefind } from "./pagefind";
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

export async function searchSite(query: string): Promise<SearchResultGroup[]> {
  const pagefind = await loadPagefind();
  const found = await pagefind.search(query);
  const pages = await Promise.all((found?.results ?? []).slice(0, pagesShown).map((hit) => hit.data()));
  return groupResults(pages, query);
}

export type SettledSearch =
  { kind: "done"; text: string; groups: readonly SearchResultGroup[]; count: number } | { kind: "failed" };

export type SiteSearchState =
  | { kind: "idle" }
  /** `previous` stays on screen until the new answer arrives, so nothing flickers while typing. */
  | { kind: "searching"; previous: SettledSearch | null }
  | SettledSearch;

interface Answer {
  text: string;
  groups?: readonly SearchResultGroup[];
}

function settled(answer: Answer): SettledSearch {
  if (!answer.groups) return { kind: "failed" };
  const count = answer.groups.reduce((total, group) => total + group.results.length, 0);
  return { kind: "done", text: answer.text, groups: answer.groups, count };
}

/**
 * One search at a time: a query typed while another runs waits for it, and is dropped if a newer
 * one came meanwhile. Short prefixes match nearly every page and take longest; without this, fast
 * typing would queue them all up in Pagefind's worker ahead of the query the visitor wants.
 */
let running: Promise<unknown> = Promise.resolve();

/** Searches the site's index as the query changes; only the answer to the latest query is kept. */
export function useSiteSearch(query: string): SiteSearchState {
  const text = searchedText(query);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (text === "") return;
    let latest = true;
    const search = running.then(() => (latest ? searchSite(text) : null));
    running = search.catch(() => undefined);
    search.then(
      (groups) => latest && groups && setAnswer({ text, groups }),
      () => latest && setAnswer({ text }),
    );
    return () => {
      latest = false;
    };
  }, [text]);

  if (text === "") return { kind: "idle" };
  if (answer?.text !== text) return { kind: "searching", previous: answer && settled(answer) };
  return settled(answer);
}
