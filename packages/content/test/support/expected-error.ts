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
}

export const describeExpected = (expected: ExpectedError) =>
  `names ${expected.file}${expected.line ? `:${expected.line}` : ""}, emits no manifest, and the guide explains it`;

/**
 * Checks a content folder: nothing is published, the expected error is among those reported, at its
 * place, and the guide for authors (content/README.md) quotes a message of its kind and says how to fix it.
 */
export function expectContentError(dir: string, expected: ExpectedError): void {
  const result = loadContent(dir);
  expect(result.snapshot).toBeUndefined();
  const errors = result.issues.filter((issue) => issue.severity === "error");
  const match = errors.find(
    (issue) => issue.file === path.join(dir, expected.file) && expected.message.test(issue.message),
  );
  expect(match, `no matching error among:\n${errors.map((e) => formatIssue(e, dir)).join("\n")}`).toBeDefined();
  if (expected.line !== undefined) expect(match!.line).toBe(expected.line);
  if (expected.column !== undefined) expect(match!.column).toBe(expected.column);
  if (expected.field !== undefined) expect(match!.field).toBe(expected.field);
  const printed = formatIssue(match!, dir);
  expect(printed.startsWith(`${expected.file}${expected.line ? `:${expected.line}` : ""}`)).toBe(true);
  expect(guideExplains(match!.message), `content/README.md explains "${match!.message}"`).toBe(true);
}
