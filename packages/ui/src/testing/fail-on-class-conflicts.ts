import { afterEach, beforeEach } from "vitest";
import { watchClassConflicts } from "./class-conflicts";

/** Fails each test in which any element, in any state the test reaches, carries utilities that fight. */
export function failOnClassConflicts(): void {
  let stop: (() => string[]) | undefined;
  beforeEach(() => {
    stop = watchClassConflicts(document);
  });
  afterEach(() => {
    const conflicts = stop?.() ?? [];
    stop = undefined;
    if (conflicts.length > 0) throw new Error(`Conflicting Tailwind classes:\n${conflicts.join("\n")}`);
  });
}
