import { stem } from "porter2";
import { shortWordLength, type Vocabulary } from "./lexicon";
import { partsOf, wordOf } from "./words";

/** Queries sent to Pagefind for one search at most: each synonym multiplies them. */
const maxQueries = 12;

/**
 * What to ask Pagefind for what a visitor typed. Pagefind (1.x) has no spelling correction, and
 * when a word matches nothing it searches the longest indexed word the typed one starts with
 * instead ("afidavit" finds every "a"): so only words it has are ever sent.
 */
export interface SearchPlan {
  /** The queries to run; their results are merged. None: nothing can match. */
  queries: PlannedQuery[];
  /** What the results are for, when a misspelt word was corrected or one that no page has was left out. */
  corrected?: string;
  /** What a page may be named to be just what was typed ("Trust" for "what is a trust"). */
  names: string[];
  /** The words typed, as searched (corrected, without question words): none when no page has them all. */
  words: string[];
  /** What a page may be named to be what was typed, said another way ("Power of Attorney" for "POA"). */
  synonymNames: string[];
}

/**
 * One Pagefind search. Pagefind matches every word as the start of a word ("fee" finds "feet",
 * "usd" finds "USDOT"): what must match whole is said apart, and results without it are dropped.
 */
export interface PlannedQuery {
  /** The words every result has, as Pagefind is asked for them (it ranks the pages by them). */
  text: string;
  /** Each a choice of phrases a result must have one of, as whole words in this order ("cal" or "california"). */
  whole: string[][];
  /**
   * The phrases of the synonyms this query says the typed words with: a result must use one on its
   * own, not as the start of a longer name of the site ("fee" in "Fee Simple" is no price).
   */
  synonyms: string[];
}

/** How the words Pagefind marked in a result compare with what a query asked for whole. */
export interface WordMatches {
  /** A synonym's word as written ("call", not "called"), or a form of a short word typed ("fee", "fees"). */
  asked(word: string): boolean;
  /** A longer word that only starts like one asked for whole ("called", "donations"): not what matched. */
  stray(word: string): boolean;
}

/** Undefined when every word of the query may match the start of a longer one. */
export function wordMatches({ whole, synonyms }: PlannedQuery): WordMatches | undefined {
  if (whole.length === 0 && synonyms.length === 0) return undefined;
  const written = new Set(synonyms.flatMap((phrase) => phrase.split(" ")));
  const typed = whole
    .flat()
    .filter((phrase) => !synonyms.includes(phrase))
    .flatMap((phrase) => phrase.split(" "));
  const typedStems = new Set(typed.map((word) => stem(word)));
  const asked = (word: string) => written.has(word) || typedStems.has(stem(word));
  const starts = [...written, ...typed];
  return { asked, stray: (word) => !asked(word) && starts.some((start) => word.startsWith(start)) };
}

interface Segment {
  words: string[];
  /** Said with a synonym instead of the words typed. */
  synonym: boolean;
}

interface Resolved {
  /** The words the piece stands for; none for punctuation and single letters. */
  words: string[];
  /** The piece as the corrected query shows it; "" when it was left out. */
  shown: string;
  corrected?: boolean;
  /** A word no page has, searched as typed: nothing can match. */
  unmatched?: boolean;
}

/** Pieces as the corrected query shows them, those left out dropped. */
const shownOf = (pieces: readonly Resolved[]) =>
  pieces
    .map((piece) => piece.shown)
    .filter(Boolean)
    .join(" ");

/**
 * Plans the search for `typed`: single letters and question words ("how", "do") are left out; a word
 * no page has is corrected to the word the visitor most likely meant, or left out when there is none
 * (`asTyped` keeps it, so nothing matches); the synonyms of content/search.yaml add a query for each
 * way of saying the same thing ("price": "donation", "fee"…).
 */
export function planSearch(typed: string, vocabulary: Vocabulary, { asTyped = false } = {}): SearchPlan {
  const isQuestionWord = (word: string) => vocabulary.questionWords.has(word);
  /** The words Pagefind is asked for: two letters or more, question words left out. */
  const searchedOf = (words: readonly string[]) => {
    const kept = words.filter((word) => word.length > 1 && !isQuestionWord(word));
    return kept.length > 0 ? kept : [...words];
  };
  const pieces = typed.split(/\s+/).filter(Boolean);
  const resolve = (piece: string, last: boolean): Resolved => {
    const word = wordOf(piece);
    if (word.length <= 1) return { words: [], shown: piece };
    if (isQuestionWord(word) || vocabulary.has(word) || vocabulary.isSynonym(word))
      return { words: [word], shown: piece };
    // "power-of-attorney": Pagefind has the parts of a hyphenated word, not always the whole.
    const parts = partsOf(piece);
    if (parts.length > 1) {
      const each = parts.map((part, i) => resolve(part, last && i === parts.length - 1));
      const corrected = each.some((part) => part.corrected);
      return {
        words: each.flatMap((part) => part.words),
        shown: corrected ? shownOf(each) : piece,
        corrected,
        unmatched: each.some((part) => part.unmatched),
      };
    }
    if (asTyped) return { words: [word], shown: piece, unmatched: true };
    const nearest = vocabulary.nearest(word, { unfinished: last });
    return nearest ? { words: [nearest], shown: nearest, corrected: true } : { words: [], shown: "", corrected: true };
  };

  const resolved = pieces.map((piece, i) => resolve(piece, i === pieces.length - 1));
  const words = resolved.flatMap((piece) => piece.words);
  const corrected = resolved.some((piece) => piece.corrected) ? shownOf(resolved) : undefined;
  const nothing = { queries: [], names: [typed], words: [], synonymNames: [] };
  if (resolved.some((piece) => piece.unmatched)) return nothing;
  // Only question words left: search for them, unless the words that mattered were left out.
  if (words.every(isQuestionWord) && corrected !== undefined) return nothing;

  // Keyed by stems: Pagefind finds the same pages for "fee" and "fees".
  const queries = new Map<string, PlannedQuery>();
  const plan: SearchPlan = {
    queries: [],
    names: [typed, ...(corrected ? [corrected] : [])],
    words: [],
    synonymNames: [],
  };
  // A synonym no page has ("price") finds nothing by itself: its group's other words do, as whole words.
  const searchable = (phrase: readonly string[]) => searchedOf(phrase).every((word) => vocabulary.has(word));
  const searchableWhole = (phrase: readonly string[]) => searchedOf(phrase).every((word) => vocabulary.hasWhole(word));
  for (const segments of withSynonyms(words, vocabulary.synonyms, searchableWhole)) {
    const variant = segments.flatMap((segment) => segment.words);
    const searched = searchedOf(variant);
    if (searched.length === 0 || !searchable(variant)) continue;
    const key = searched.map((word) => stem(word)).join(" ");
    const synonyms = segments.filter((segment) => segment.synonym).map((segment) => segment.words.join(" "));
    const known = queries.get(key);
    if (known) {
      // Pagefind finds the same pages for "fee" and "fees": either, as written, is a use of the synonym.
      if (known.synonyms.length > 0)
        known.synonyms.push(...synonyms.filter((phrase) => !known.synonyms.includes(phrase)));
      continue;
    }
    // Where Pagefind's own search for a word finds no other words, asking for them whole adds nothing.
    const typedShort = segments
      .filter((segment) => !segment.synonym)
      .flatMap((segment) => searchedOf(segment.words))
      .filter((word) => word.length <= shortWordLength)
      .map((word) => ({ word, meant: vocabulary.wholeWordsFor(word) }))
      .filter(({ word, meant }) => meant.length > 0 && !vocabulary.findsOnly(word, meant))
      .map(({ meant }) => meant);
    const synonymsWhole = synonyms
      .filter((phrase) => phrase.includes(" ") || !vocabulary.findsOnly(phrase, [phrase]))
      .map((phrase) => [phrase]);
    queries.set(key, { text: searched.join(" "), whole: [...synonymsWhole, ...typedShort], synonyms });
    const isTyped = synonyms.length === 0;
    if (isTyped) plan.words = searched;
    (isTyped ? plan.names : plan.synonymNames).push(variant.join(" "), searched.join(" "));
    if (queries.size === maxQueries) break;
  }
  plan.queries = [...queries.values()];
  return corrected ? { ...plan, corrected } : plan;
}

/**
 * Every way of saying `words` with the synonyms: each run of words that is a phrase of a group (the
 * longest first) may be said with any phrase of that group that can be searched. The words as they
 * are come first; a query of many such words has too many ways to try them all (see maxQueries).
 */
function* withSynonyms(
  words: readonly string[],
  synonyms: Vocabulary["synonyms"],
  searchable: (phrase: readonly string[]) => boolean,
): Generator<Segment[]> {
  const choices: Segment[][] = [];
  for (let at = 0; at < words.length;) {
    const fits = (phrase: readonly string[]) => phrase.length > 0 && phrase.every((word, i) => words[at + i] === word);
    const length = Math.max(0, ...synonyms.flatMap((group) => group.filter(fits).map((p) => p.length)));
    if (length > 0) {
      // A phrase in two groups may be said the ways of both.
      const said = words.slice(at, at + length);
      const others = synonyms
        .filter((group) => group.some((phrase) => phrase.length === length && fits(phrase)))
        .flat()
        .filter((phrase) => phrase.join(" ") !== said.join(" ") && searchable(phrase));
      const otherwise = [...new Map(others.map((phrase) => [phrase.join(" "), phrase])).values()];
      choices.push([{ words: said, synonym: false }, ...otherwise.map((phrase) => ({ words: phrase, synonym: true }))]);
      at += length;
    } else {
      choices.push([{ words: [words[at]!], synonym: false }]);
      at++;
    }
  }
  let tried = 0;
  for (const variant of combinations(choices, 0)) {
    yield variant;
    if (++tried === maxQueries * 4) return;
  }
}

function* combinations<T>(choices: readonly T[][], from: number): Generator<T[]> {
  if (from === choices.length) {
    yield [];
    return;
  }
  for (const choice of choices[from]!) {
    for (const rest of combinations(choices, from + 1)) yield [choice, ...rest];
  }
}
