import type { Term } from "@site/content";
import { plainText } from "../../lib/plain-text";
import { normalizeQuery } from "../../lib/search";

type Searchable = Pick<Term, "term" | "definition">;

/**
 * Sorts the terms once and keeps each one's lowercased text, so every keystroke is a single pass
 * of plain substring checks (no regular expressions, no length limit).
 */
export function createTermSearch<T extends Searchable>(terms: readonly T[]): (query: string) => readonly T[] {
  const sorted = [...terms].sort((a, b) => a.term.localeCompare(b.term, "en", { sensitivity: "base" }));
  const haystacks = sorted.map((term) => `${term.term}\n${plainText(term.definition)}`.toLowerCase());
  return (query) => {
    const needle = normalizeQuery(query);
    if (needle === "") return sorted;
    const found: T[] = [];
    for (let i = 0; i < sorted.length; i++) if (haystacks[i]!.includes(needle)) found.push(sorted[i]!);
    return found;
  };
}
