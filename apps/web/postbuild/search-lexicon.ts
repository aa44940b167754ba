import { gunzipSync } from "node:zlib";
import type { SearchSettings } from "@site/content";
import type { IndexFile } from "pagefind";
import type { Lexicon } from "../app/search/lexicon";
import { indexedWordsOf } from "../app/search/words";

/**
 * Pagefind (1.x) writes a fragment per page, `fragment/<hash>.pf_fragment`: gzipped JSON behind a
 * 12-byte signature, holding the page's indexed text as `content` (what its search API's `data()`
 * returns). Its Node API offers no other way to the indexed text: this is the one place that
 * reads its files, checked against real output by test/search.test.tsx.
 */
const fragmentSignature = "pagefind_dcd";

/** Each page's indexed text, and its names: its title and those of the places in it that are results of their own. */
function indexedPages(files: readonly IndexFile[]) {
  return files
    .filter((file) => /^fragment\/[^/]+\.pf_fragment$/.test(file.path))
    .map((file) => {
      const bytes = gunzipSync(file.content);
      const signature = bytes.subarray(0, fragmentSignature.length).toString();
      if (signature !== fragmentSignature) {
        throw new Error(
          `search index: ${file.path} is not a Pagefind fragment this build can read (Pagefind changed?)`,
        );
      }
      const { content, meta, anchors } = JSON.parse(bytes.subarray(fragmentSignature.length).toString()) as {
        content?: unknown;
        meta?: { title?: unknown };
        anchors?: { title?: unknown }[];
      };
      if (typeof content !== "string") throw new Error(`search index: ${file.path} has no indexed text`);
      const names = [meta?.title, ...(anchors ?? []).map((anchor) => anchor.title)];
      return { content, names: names.filter((name): name is string => typeof name === "string" && name !== "") };
    });
}

/**
 * The lexicon the search corrects and expands queries with (app/search/lexicon.ts): every word of
 * the indexed pages, with how many pages have it, the titles of the pages and places, and the
 * synonyms and question words of content/search.yaml.
 */
export function searchLexicon(files: readonly IndexFile[], settings: SearchSettings): Lexicon {
  const words = new Map<string, number>();
  const names = new Set<string>();
  for (const page of indexedPages(files)) {
    for (const word of new Set(indexedWordsOf(page.content))) words.set(word, (words.get(word) ?? 0) + 1);
    for (const name of page.names) names.add(name);
  }
  return {
    words: Object.fromEntries([...words].sort(([a], [b]) => (a < b ? -1 : 1))),
    names: [...names].sort(),
    synonyms: settings.synonyms,
    questionWords: settings.questionWords,
  };
}
