/**
 * What the site search indexes, in one place. Pagefind reads these attributes from the prerendered
 * pages at build time (postbuild/search-index.ts); screens spread them onto their markup and the
 * search dialog reads the same names back from the results. A change of markup (lessons rendered
 * into the process page, a new FAQ layout) keeps working as long as the marks stay on the elements
 * described here.
 */
import { pagePath, processHref, termHref, videoCategoryHref } from "@site/content/runtime";
import { listScreens } from "../list-screens";

/** The groups results are shown in. "Lessons" are the steps of a process page. */
export const searchSections = ["Dictionary", "DIY processes", "Lessons", "FAQ", "Videos", "Pages"] as const;
export type SearchSection = (typeof searchSections)[number];

const firstSegment = (path: string) => path.split("/").find((segment) => segment !== "") ?? "";

/** The group of each section's pages, by the section's address as the content package builds it. */
const sectionByFirstSegment = new Map<string, SearchSection>([
  [firstSegment(termHref("")), "Dictionary"],
  [firstSegment(processHref("")), "DIY processes"],
  [firstSegment(pagePath(listScreens.faq)), "FAQ"],
  [firstSegment(videoCategoryHref("")), "Videos"],
]);

/** The section of a page, from its canonical path (`/dictionary/trust` → Dictionary). */
export function sectionOfPath(path: string): SearchSection {
  return sectionByFirstSegment.get(firstSegment(path)) ?? "Pages";
}

/**
 * Places inside a page that are results of their own (a step, a question) belong to this section
 * instead of the page's: a step of a process is a lesson.
 */
export function sectionOfTarget(pageSection: SearchSection): SearchSection {
  return pageSection === "DIY processes" ? "Lessons" : pageSection;
}

export function isSearchSection(value: unknown): value is SearchSection {
  return searchSections.includes(value as SearchSection);
}

/**
 * The main content of every page: only what is inside is indexed (header, footer and the voice
 * assistant are outside it).
 */
export const indexedContent = { "data-pagefind-body": "" } as const;

/** The page's section, as Pagefind metadata; any element of the page can carry it. */
export function sectionMeta(path: string) {
  return { "data-pagefind-meta": `section:${sectionOfPath(path)}` } as const;
}

/**
 * Ways around a page (back links, buttons to other pages, lists of items that have pages of their
 * own): not indexed, so a query finds the item's own page instead of every list that names it.
 */
export const notIndexed = { "data-pagefind-ignore": "all" } as const;

/**
 * Text that stands in for content not written yet ("Coming Soon", "Content will be available
 * soon."): never a result, never in an excerpt.
 */
export const placeholderText = notIndexed;

/**
 * What is never content on any page, left out by Pagefind's `excludeSelectors`
 * (postbuild/search-index.ts) so no screen has to mark it: controls' labels (Back, Zoom in) and the
 * live messages of controls ("12 videos shown").
 */
export const neverIndexed = ["button", "[role=status]"];

/** The title of an item (a term, a process, a video topic) outranks the words of any page's body. */
export const itemTitle = { "data-pagefind-weight": "10" } as const;

/**
 * A place inside a page that search results lead to directly: the element carries the `id` the
 * address points at (`#step-2`, `#are-you-licensed`) and the title the result shows; the words
 * after it, up to the next such place, are found there. Keep ids off headings inside a place
 * (a lesson's own h2s): Pagefind starts a new place at every heading that has one.
 */
export function searchTarget(title: string) {
  return { "data-pagefind-title": title } as const;
}

/**
 * A place whose title stands just before it, outside it (an FAQ answer, after its question in the
 * `<summary>`, where the address must point at the answer so the browser opens it without
 * JavaScript). The title's words are indexed as the place's own, and the heading before it must be
 * spread with `notIndexed`, or its words would count for the place before.
 */
export function searchTargetTitledBefore(title: string) {
  return { ...searchTarget(title), "data-pagefind-index-attrs": "data-pagefind-title" } as const;
}
