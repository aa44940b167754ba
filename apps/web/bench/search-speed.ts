import { syntheticDictionary } from "@site/content/synthetic";
import { createTermSearch } from "../app/screens/dictionary/search-terms";

/**
 * Types queries into the dictionary's search one character at a time over 10,000 synthetic terms,
 * as the screen does on every keystroke, and reports the time per keystroke.
 */
export function measureSearch(termCount = 10_000) {
  const terms = syntheticDictionary(termCount);
  const indexStart = performance.now();
  const search = createTermSearch(terms);
  const indexMs = performance.now() - indexStart;

  const queries = ["agreement", "trust estate", "notice of", "zzz-no-match", "(a)[b]*+?", "x".repeat(200)];
  const perKeystroke: number[] = [];
  let checksum = 0;
  for (let round = 0; round < 5; round++) {
    for (const query of queries) {
      for (let length = 1; length <= query.length; length++) {
        const start = performance.now();
        checksum += search(query.slice(0, length)).length;
        perKeystroke.push(performance.now() - start);
      }
    }
  }
  perKeystroke.sort((a, b) => a - b);
  const at = (q: number) => perKeystroke[Math.min(perKeystroke.length - 1, Math.floor(q * perKeystroke.length))]!;
  return {
    terms: terms.length,
    keystrokes: perKeystroke.length,
    indexMs,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
    checksum,
  };
}
