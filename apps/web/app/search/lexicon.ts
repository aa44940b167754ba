import type { SearchSettings } from "@site/content";
import { editDistancesToStarts } from "@site/content/runtime";
import { stem } from "porter2";
import { wordOf } from "./words";

/** Written by the build beside Pagefind's index, and fetched with it (postbuild/search-lexicon.ts). */
export const lexiconPath = "/pagefind/lexicon.json";

/**
 * What the search knows of words beyond Pagefind's index: every word of the indexed pages with the
 * number of pages it is on, and how visitors' words map to the site's (content/search.yaml).
 */
export interface Lexicon extends Pick<SearchSettings, "synonyms" | "questionWords"> {
  /** As `indexedWordsOf` splits the pages' indexed text. */
  words: Record<string, number>;
}

export async function fetchLexicon(): Promise<Lexicon> {
  const response = await fetch(lexiconPath);
  if (!response.ok) throw new Error(`${lexiconPath}: ${response.status}`);
  return (await response.json()) as Lexicon;
}

/** A phrase of the synonyms as the words a query is compared with ("Power of Attorney" → power, of, attorney). */
const phraseWords = (phrase: string): string[] => phrase.split(/\s+/).map(wordOf).filter(Boolean);

/** How many letters may be wrong in a word of this length for a correction: none in short words. */
function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  return length <= 7 ? 1 : 2;
}

const compareRanks = (a: readonly number[], b: readonly number[]) =>
  a.reduce((order, value, i) => order || value - b[i]!, 0);

/** The first index of `sorted` whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const startsAny = (sorted: readonly string[], prefix: string) =>
  sorted[lowerBound(sorted, prefix)]?.startsWith(prefix) === true;

/** The lexicon, prepared for looking words up. */
export class Vocabulary {
  readonly questionWords: ReadonlySet<string>;
  /** Each group of synonyms as its phrases, each phrase as its words. */
  readonly synonyms: readonly (readonly string[][])[];
  private readonly words: string[];
  private readonly stems: string[];
  private readonly synonymWords: ReadonlySet<string>;
  /** What a misspelt word may become, with the number of pages each is on. */
  private readonly corrections: [word: string, pages: number][];
  private readonly nearestOf = new Map<string, string | undefined>();

  constructor(lexicon: Lexicon) {
    this.words = Object.keys(lexicon.words).sort();
    this.stems = [...new Set(this.words.map((word) => stem(word)))].sort();
    this.questionWords = new Set(lexicon.questionWords.map(wordOf));
    this.synonyms = lexicon.synonyms.map((group) => group.map(phraseWords));
    this.synonymWords = new Set(this.synonyms.flat(2));
    const pages = new Map<string, number>([...this.synonymWords].map((word) => [word, 0]));
    for (const [word, count] of Object.entries(lexicon.words)) pages.set(word, count);
    this.corrections = [...pages].filter(
      ([word]) => word.length > 1 && !/\d/.test(word) && !this.questionWords.has(word),
    );
  }

  /**
   * Whether Pagefind finds pages by this word: it matches every indexed word that starts with the
   * word's stem ("notarizing" finds "notarized"), and the word may be unfinished ("affid").
   */
  has(word: string): boolean {
    return word !== "" && (startsAny(this.words, word) || startsAny(this.stems, stem(word)));
  }

  /** Whether the word is one of the synonyms, which stand for other words even when no page has them. */
  isSynonym(word: string): boolean {
    return this.synonymWords.has(word);
  }

  /**
   * The word the visitor most likely meant: the closest word of the index or the synonyms, within one
   * wrong letter (two in words of eight letters or more; none in short words or numbers), the one on
   * most pages among equals. An unfinished word may also be the start of one ("afida" → affidavit).
   */
  nearest(word: string, { unfinished }: { unfinished: boolean }): string | undefined {
    // Each key typed plans the whole query again: its earlier words are corrected once.
    const key = `${unfinished ? "…" : ""}${word}`;
    if (!this.nearestOf.has(key)) this.nearestOf.set(key, this.closest(word, unfinished));
    return this.nearestOf.get(key);
  }

  private closest(word: string, unfinished: boolean): string | undefined {
    const allowed = /\d/.test(word) ? 0 : allowedEdits(word.length);
    if (allowed === 0) return undefined;
    // Fewest mistakes first; then a whole word before the start of a longer one; then the most pages.
    let best: { word: string; rank: [number, number, number] } | undefined;
    for (const [candidate, pages] of this.corrections) {
      const longer = candidate.length - word.length;
      if (longer < -allowed || (longer > allowed && !unfinished)) continue;
      const toStarts = editDistancesToStarts(word, candidate, allowed);
      const whole = toStarts[candidate.length]!;
      // An unfinished word is compared with the starts of about its length ("afida", "affida").
      const start = unfinished ? Math.min(...toStarts.slice(word.length - 1, word.length + 2)) : Infinity;
      const distance = Math.min(whole, start);
      if (distance > allowed) continue;
      const rank: [number, number, number] = [distance, whole <= distance ? 0 : 1, -pages];
      if (!best || compareRanks(rank, best.rank) < 0) best = { word: candidate, rank };
    }
    return best?.word;
  }
}
