import type { SearchSettings } from "@site/content";
import { editDistancesToStarts } from "@site/content/runtime";
import { stem } from "porter2";
import { indexedWordsOf, partsOf, wordOf } from "./words";

/** Written by the build beside Pagefind's index, and fetched with it (postbuild/search-lexicon.ts). */
export const lexiconPath = "/pagefind/lexicon.json";

/**
 * What the search knows of words beyond Pagefind's index: every word of the indexed pages with the
 * number of pages it is on, what the pages and places are named, and how visitors' words map to the
 * site's (content/search.yaml).
 */
export interface Lexicon extends Pick<SearchSettings, "synonyms" | "questionWords"> {
  /** As `indexedWordsOf` splits the pages' indexed text. */
  words: Record<string, number>;
  /** The titles of the indexed pages and of the places in them that are results of their own. */
  names: string[];
}

/**
 * A word of this many letters or fewer is searched as a whole word, or as the start of a word some
 * page or place is named with: it starts too many words of the text ("cal": call, called, calmly),
 * and words this short are mostly abbreviations (EIN, IRS, POA). Nor is it corrected: too many
 * words are one letter away.
 */
export const shortWordLength = 3;

export async function fetchLexicon(): Promise<Lexicon> {
  const response = await fetch(lexiconPath);
  if (!response.ok) throw new Error(`${lexiconPath}: ${response.status}`);
  return (await response.json()) as Lexicon;
}

/** A phrase of the synonyms as the words a query is compared with ("Power of Attorney" → power, of, attorney). */
const phraseWords = (phrase: string): string[] => phrase.split(/\s+/).map(wordOf).filter(Boolean);

/** How many letters may be wrong in a word of this length for a correction: none in short words. */
function allowedEdits(length: number): number {
  if (length <= shortWordLength) return 0;
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
  private readonly wholeStems: ReadonlySet<string>;
  /** The words pages and places are named with. */
  private readonly nameWords: string[];
  /** Each name as its words. */
  private readonly names: readonly string[][];
  private readonly synonymWords: ReadonlySet<string>;
  /** What a misspelt word may become, with the number of pages each is on. */
  private readonly corrections: [word: string, pages: number][];
  private readonly nearestOf = new Map<string, string | undefined>();

  constructor(lexicon: Lexicon) {
    this.words = Object.keys(lexicon.words).sort();
    this.stems = [...new Set(this.words.map((word) => stem(word)))].sort();
    this.wholeStems = new Set(this.stems);
    this.names = lexicon.names.map(phraseWords);
    this.nameWords = [...new Set(lexicon.names.flatMap(indexedWordsOf))].sort();
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

  /** Whether a page has the word itself or another form of it ("fee" for "fees"), not only longer words. */
  hasWhole(word: string): boolean {
    return this.wholeStems.has(stem(word));
  }

  /**
   * What a short word may be meant as, each a word Pagefind finds whole: itself, and the words a page
   * or place is named with that start with it ("cal": "cal", "california"). None when no page has
   * either (see shortWordLength).
   */
  wholeWordsFor(word: string): string[] {
    const meant = new Map<string, string>();
    if (this.hasWhole(word)) meant.set(stem(word), word);
    for (let at = lowerBound(this.nameWords, word); this.nameWords[at]?.startsWith(word); at++) {
      const name = this.nameWords[at]!;
      if (!meant.has(stem(name))) meant.set(stem(name), name);
    }
    return [...meant.values()];
  }

  /** Whether Pagefind's search for `word` (every indexed word starting with its stem) finds only the words `meant`. */
  findsOnly(word: string, meant: readonly string[]): boolean {
    const start = stem(word);
    const allowed = new Set(meant.map((each) => stem(each)));
    for (let at = lowerBound(this.stems, start); this.stems[at]?.startsWith(start); at++) {
      if (!allowed.has(this.stems[at]!)) return false;
    }
    return true;
  }

  /**
   * How the names longer than `phrase` that start with it go on ("fee" → [["simple"]] for "Fee Simple"):
   * the phrase followed by those words is the name of something else.
   */
  private namesGoingOn(phrase: readonly string[]): string[][] {
    const starts = (name: readonly string[]) =>
      name.length > phrase.length && phrase.every((word, i) => word === name[i]);
    return this.names.filter(starts).map((name) => name.slice(phrase.length));
  }

  /**
   * Whether `text` uses the phrase as written (the words of content/search.yaml, not other forms of
   * them: "call" is not "called"), other than as the start of a longer name of the site: "a filing
   * fee" does, "land held in fee simple" does not.
   */
  usesOnItsOwn(text: string, phrase: string): boolean {
    const said = phraseWords(phrase);
    const goingOn = this.namesGoingOn(said);
    // A hyphenated piece is its parts ("fee-simple" is "fee simple"), as Pagefind also indexes it.
    const words = text.split(/\s+/).flatMap((piece) => {
      const parts = partsOf(piece);
      return parts.length > 1 ? parts : [wordOf(piece)];
    });
    for (let at = 0; at + said.length <= words.length; at++) {
      if (!said.every((word, i) => words[at + i] === word)) continue;
      const after = at + said.length;
      if (!goingOn.some((rest) => rest.every((word, i) => words[after + i] === word))) return true;
    }
    return false;
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
