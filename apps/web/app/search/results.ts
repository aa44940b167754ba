import type { SearchExcerptPart, SearchResult, SearchResultGroup } from "@site/ui";
import { isSearchSection, sectionOfTarget, type SearchSection } from "./indexing";
import type { PagefindAnchor, PagefindPage, PagefindSubResult } from "./pagefind";
import type { SearchPlan, WordMatches } from "./query-plan";
import { indexedWordsOf, partsOf, wordOf } from "./words";

/** Places shown per page at most (the questions of the FAQ, the steps of a process). */
const targetsPerPage = 4;

interface Entry {
  section: SearchSection;
  result: SearchResult;
  score: number;
}

/** What a result's title is compared with (see planSearch). */
type Titling = Pick<SearchPlan, "names" | "words" | "synonymNames">;

/**
 * Turns the pages Pagefind found (best first) into the groups the dialog shows. A page is one
 * result, except for the places in it marked as results of their own (a step, a question): those
 * lead to their own address and join their own section (a step is a lesson). Results come in
 * Pagefind's order, except that a result titled with what was asked comes first: one named just
 * that (searching "trust" finds the term Trust before pages with more words starting with "trust");
 * then one whose title has every word typed ("record affidavit" finds the lesson "Record Your First
 * Affidavit" before the process about affidavits and recordings); then one named by a synonym
 * ("POA" finds Power of Attorney). Groups come in the order of their best result.
 */
export function groupResults(
  pages: readonly PagefindPage[],
  { names, words, synonymNames }: Titling,
): SearchResultGroup[] {
  const named = new Set(names.map(wordOf));
  const namedOtherwise = new Set(synonymNames.map(wordOf));
  const titleRank = (title: string) => {
    if (named.has(wordOf(title))) return 3;
    const titleWords = new Set(indexedWordsOf(title));
    if (words.length > 0 && words.every((word) => titleWords.has(word))) return 2;
    return namedOtherwise.has(wordOf(title)) ? 1 : 0;
  };
  const ranked = pages
    .flatMap((page) => entriesOf(page))
    .map((entry, order) => ({ ...entry, rank: titleRank(entry.result.title), order }))
    .sort((a, b) => b.rank - a.rank || a.order - b.order);
  const groups = new Map<SearchSection, SearchResult[]>();
  const seen = new Set<string>();
  for (const { section, result } of ranked) {
    if (seen.has(result.href)) continue;
    seen.add(result.href);
    groups.set(section, [...(groups.get(section) ?? []), result]);
  }
  return [...groups].map(([label, results]) => ({ label, results }));
}

/**
 * The marked place a match is in. Pagefind starts a sub-result at every heading with an id, so a
 * lesson's own headings (and its dialog's title) split it into several: each belongs to the last
 * marked place that starts at or before it.
 */
function placeOf(page: PagefindPage, sub: PagefindSubResult): PagefindAnchor | undefined {
  if (sub.anchor?.title) return sub.anchor;
  const at = sub.anchor?.location;
  if (at === undefined) return undefined;
  let place: PagefindAnchor | undefined;
  for (const anchor of page.anchors ?? []) {
    if (anchor.title && anchor.location !== undefined && anchor.location <= at) place = anchor;
  }
  return place;
}

function entriesOf(page: PagefindPage): Entry[] {
  const section = isSearchSection(page.meta.section) ? page.meta.section : "Pages";
  const title = page.meta.title ?? page.url;
  const pageUrl = page.url.split("#")[0]!;
  const places = page.sub_results.map((sub) => ({ sub, place: placeOf(page, sub) }));
  const rest = places.filter(({ place }) => !place).map(({ sub }) => sub);

  // One result per place, from its best match.
  const best = new Map<string, Entry>();
  for (const { sub, place } of places) {
    if (!place) continue;
    const entry: Entry = {
      section: sectionOfTarget(section),
      result: {
        href: `${pageUrl}#${place.id}`,
        title: place.title!,
        context: title,
        excerpt: parseExcerpt(withoutRepeatOf(withoutRepeatOf(sub.excerpt, place.title!), title)),
      },
      score: scoreOf(sub),
    };
    const known = best.get(place.id);
    if (!known || entry.score > known.score) best.set(place.id, entry);
  }
  const entries = [...best.values()].sort((a, b) => b.score - a.score).slice(0, targetsPerPage);
  if (rest.length > 0 || entries.length === 0) {
    // The words around body matches say more than the title, which the result shows anyway.
    const best = [...rest].sort((a, b) => bodyScoreOf(b) - bodyScoreOf(a) || scoreOf(b) - scoreOf(a))[0];
    // A match in the page's heading alone has nothing to show after it: the page's own excerpt has.
    const excerpt = [best?.excerpt, page.excerpt]
      .map((text) => (text === undefined ? "" : withoutRepeatOf(text, title)))
      .find((text) => text !== "");
    entries.push({
      section,
      result: { href: page.url, title, excerpt: parseExcerpt(excerpt ?? "") },
      score: Math.max(0, ...rest.map(scoreOf)),
    });
  }
  return entries.sort((a, b) => b.score - a.score);
}

const scoreOf = (sub: PagefindSubResult) =>
  sub.weighted_locations.reduce((total, location) => total + location.balanced_score, 0);

const bodyScoreOf = (sub: PagefindSubResult) =>
  sub.weighted_locations.reduce((total, location) => total + (location.weight <= 1 ? location.balanced_score : 0), 0);

const marks = /<mark>(.*?)<\/mark>/g;

/**
 * The page as the query asked for it (see wordMatches): only the places where Pagefind marked a
 * word asked for whole, if any, and no mark on a longer word that merely starts like one (Pagefind
 * marks "called" for "call").
 */
export function matchedAsAsked(page: PagefindPage, matches: WordMatches | undefined): PagefindPage {
  if (!matches) return page;
  // "contact@example.org" is found by its part "contact", as Pagefind indexes it.
  const asked = (text: string) => [wordOf(text), ...partsOf(text)].some(matches.asked);
  const unmarkStray = (excerpt: string) =>
    excerpt.replace(marks, (mark, text: string) => (!asked(text) && matches.stray(wordOf(text)) ? text : mark));
  const placesAsked = page.sub_results.filter((sub) =>
    [...sub.excerpt.matchAll(marks)].some((mark) => asked(mark[1]!)),
  );
  return {
    ...page,
    excerpt: unmarkStray(page.excerpt),
    sub_results: (placesAsked.length > 0 ? placesAsked : page.sub_results).map((sub) => ({
      ...sub,
      excerpt: unmarkStray(sub.excerpt),
    })),
  };
}

/**
 * The excerpt without the words it starts with that repeat the end of the line shown just before it
 * (the result's title, or the page a place is in). The page's text starts with its heading, so a
 * match there alone would read "EIN" and then "EIN."; an excerpt may also start inside the title
 * ("Power of Attorney", then "of Attorney Act…").
 */
export function withoutRepeatOf(excerpt: string, before: string): string {
  const shown = before.split(/\s+/).map(wordOf).filter(Boolean);
  const pieces = excerpt.trim().split(/\s+/);
  // Where each word of the excerpt ends, in pieces: "&" and "—" are no words.
  const ends: number[] = [];
  const words: string[] = [];
  pieces.forEach((piece, i) => {
    const word = wordOf(piece.replace(/<\/?mark>/g, ""));
    if (word !== "") {
      words.push(word);
      ends.push(i + 1);
    }
  });
  for (let length = Math.min(shown.length, words.length); length > 0; length--) {
    if (words.slice(0, length).join(" ") !== shown.slice(-length).join(" ")) continue;
    const dropped = pieces.slice(0, ends[length - 1]).join(" ");
    const rest = pieces.slice(ends[length - 1]).join(" ");
    // A mark opened in the words dropped and closed after them still marks what follows.
    const open = dropped.split("<mark>").length - dropped.split("</mark>").length;
    return rest === "" || open <= 0 ? rest : `<mark>${rest}`;
  }
  return excerpt;
}

const entities: Record<string, string> = { "&lt;": "<", "&gt;": ">" };

/**
 * Pagefind's excerpt as text runs, the matched words marked. The excerpt is the page's plain text
 * with `<` and `>` escaped, so the only tags in it are Pagefind's own `<mark>`s; it is never used
 * as HTML. A single letter ("a", "I") is never marked: it says nothing about why a page matched.
 */
export function parseExcerpt(excerpt: string): SearchExcerptPart[] {
  const parts: SearchExcerptPart[] = [];
  let marking = false;
  for (const token of excerpt.split(/(<\/?mark>)/)) {
    if (token === "<mark>") marking = true;
    else if (token === "</mark>") marking = false;
    else if (token !== "") {
      const text = token.replace(/&lt;|&gt;/g, (entity) => entities[entity]!);
      const marked = marking && wordOf(text).length > 1;
      const last = parts.at(-1);
      if (last && last.marked === marked) last.text += text;
      else parts.push({ text, marked });
    }
  }
  return parts;
}
