import { fetchLexicon, Vocabulary } from "./lexicon";

/**
 * Pagefind's browser module, written by the build next to its index (build/client/pagefind/) and
 * imported from there only when someone first searches: it is not part of any page's JavaScript.
 * Pagefind ships no types for it; these are the parts the site uses (Pagefind 1.x).
 */
const pagefindPath = "/pagefind/pagefind.js";

export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  /** Set from `data-pagefind-title`: a place the site marks as a result of its own. */
  title?: string;
  /** Where it starts, in words from the start of the page's indexed content. */
  location?: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  /** Plain text with `<` and `>` escaped and the matched words wrapped in `<mark>`. */
  excerpt: string;
  anchor?: PagefindAnchor;
  /** Each matched word: `weight` is 1 in body text, more in headings and marked titles. */
  weighted_locations: { weight: number; balanced_score: number }[];
}

export interface PagefindPage {
  url: string;
  /** The page's indexed text. */
  content: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
  /** Every element with an id in the page's indexed content, in order. */
  anchors?: PagefindAnchor[];
}

export interface PagefindHit {
  id: string;
  score: number;
  data(): Promise<PagefindPage>;
}

interface PagefindOptions {
  excerptLength?: number;
  ranking?: { metaWeights?: Record<string, number> };
}

interface PagefindModule {
  options(options: PagefindOptions): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindHit[] } | null>;
}

const options: PagefindOptions = {
  excerptLength: 24,
  // A page whose title matches outranks pages that only mention the words (Pagefind's default title
  // weight is 5). The picture Pagefind finds on a page says nothing about what the page is about.
  ranking: { metaWeights: { title: 20, image: 0, image_alt: 0 } },
};

async function importPagefind(): Promise<PagefindModule> {
  // A runtime address, not a module of the app: the bundler must leave it alone.
  const pagefind = (await import(/* @vite-ignore */ pagefindPath)) as PagefindModule;
  await pagefind.options(options);
  await pagefind.init();
  return pagefind;
}

export interface SearchIndex {
  pagefind: PagefindModule;
  vocabulary: Vocabulary;
}

let loading: Promise<SearchIndex> | undefined;

/**
 * Loads Pagefind and the lexicon built beside its index, once; after a failure (offline, a deploy
 * in between) the next call tries again.
 */
export function loadSearchIndex(): Promise<SearchIndex> {
  loading ??= Promise.all([importPagefind(), fetchLexicon()]).then(([pagefind, lexicon]) => ({
    pagefind,
    vocabulary: new Vocabulary(lexicon),
  }));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
