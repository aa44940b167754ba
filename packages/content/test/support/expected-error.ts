import path from "node:path";
import { expect } from "vitest";
import { formatIssue, loadContent } from "../../src/index.ts";
import { guideExplains } from "./author-guide.ts";

/** The error an author must see for a broken content folder: file, line, field, what and why. */
export interface ExpectedError {
  file: string;
  line?: number;
  column?: number;
  field?: string;
  message: RegExp;
  /** A warning, which does not stop the content from being published. */
  warning?: boolean;
  /** The only error reported: whatever else went wrong follows from it, and is folded into it. */
  alone?: boolean;
  /** How many problems follow from it, folded into it: it is then reported first. */
  followOns?: number;
  /** A message no problem has, reported or folded (the consequence of a mistake, reported as the mistake). */
  absent?: RegExp;
}

export const describeExpected = (expected: ExpectedError) =>
  `names ${expected.file}${expected.line ? `:${expected.line}` : ""}, ${expected.warning ? "warns" : "emits no manifest"}, and the guide explains it`;

/**
 * Checks a content folder: nothing is published (unless only warned about), the expected problem is
 * among those reported, at its place, and the guide for authors (content/README.md) quotes a message
 * of its kind and says how to fix it.
 */
export function expectContentError(dir: string, expected: ExpectedError): void {
  const result = loadContent(dir);
  const severity = expected.warning ? "warning" : "error";
  if (!expected.warning) expect(result.snapshot).toBeUndefined();
  const errors = result.issues.filter((issue) => issue.severity === severity);
  const match = errors.find(
    (issue) => issue.file === path.join(dir, expected.file) && expected.message.test(issue.message),
  );
  expect(match, `no matching error among:\n${errors.map((e) => formatIssue(e, dir)).join("\n")}`).toBeDefined();
  if (expected.line !== undefined) expect(match!.line).toBe(expected.line);
  if (expected.column !== undefined) expect(match!.column).toBe(expected.column);
  if (expected.field !== undefined) expect(match!.field).toBe(expected.field);
  const others = errors.filter((issue) => issue !== match).map((issue) => formatIssue(issue, dir));
  if (expected.alone) expect(others).toEqual([]);
  if (expected.followOns !== undefined) {
    expect(match!.followOns?.length ?? 0).toBe(expected.followOns);
    expect(result.issues[0]).toBe(match);
  }
  if (expected.absent) {
    const everything = result.issues.flatMap((issue) => [issue, ...(issue.followOns ?? [])]);
    expect(everything.filter((issue) => expected.absent!.test(issue.message))).toEqual([]);
  }
  const printed = formatIssue(match!, dir);
  expect(printed.startsWith(`${expected.file}${expected.line ? `:${expected.line}` : ""}`)).toBe(true);
  expect(guideExplains(match!.message), `content/README.md explains "${match!.message}"`).toBe(true);
}
