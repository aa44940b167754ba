import { stripVTControlCharacters } from "node:util";

/**
 * What a failed story failed on, in the order the report lists them: a colour pair below its contrast
 * level and an accessibility violation each fail every picture they touch, so they come first; a
 * play function (or a render) that threw next; the pictures last.
 */
export const failureKinds = ["contrast", "accessibility", "play", "visual"] as const;
export type FailureKind = (typeof failureKinds)[number];

/** One axe violation on one element, as the accessibility check reports it. */
export interface Violation {
  rule: string;
  /** What the rule asks for. */
  help: string;
  /** What axe found wrong, e.g. "Element has insufficient color contrast of 3.43 (…)". */
  problem: string;
  /** The element's selector and its opening tag. */
  element: string;
  html: string;
}

/** axe's colour rules: their failures are contrast failures. */
const contrastRules = new Set(["color-contrast", "color-contrast-enhanced"]);

/**
 * The violations in the accessibility check's message (Storybook's a11y addon through
 * `toHaveNoViolations`), one block per element: "Expected the HTML found at $('<element>') to have
 * no violations:", its tag, "Received:", `"<help> (<rule>)"`, then what is wrong, up to the link to
 * the rule's page.
 */
export function violationsIn(message: string): Violation[] {
  const blocks = stripVTControlCharacters(message).split("Expected the HTML found at $('").slice(1);
  return blocks.flatMap((block) => {
    const element = /^(.*?)'\) to have no violations:/.exec(block)?.[1];
    const [, html = "", help = "", rule = "", problem = ""] =
      /to have no violations:\s*(.*?)\s*Received:\s*"(.*) \(([\w-]+)\)"\s*([\s\S]*?)\s*(?:You can find more information|$)/.exec(
        block,
      ) ?? [];
    if (!element || !rule) return [];
    const wrong = problem.replace(/^Fix (?:any|all) of the following:\s*/, "").replace(/\s+/g, " ");
    return [{ rule, help, problem: wrong, element, html }];
  });
}

/**
 * The kind of a failed story that took no picture: contrast when axe found a colour pair too faint or
 * the story is a contrast check (tagged `contrast`), accessibility for axe's other findings, else play.
 */
export function kindOf(messages: readonly string[], tags: readonly string[]): Exclude<FailureKind, "visual"> {
  const violations = messages.flatMap(violationsIn);
  if (tags.includes("contrast") || violations.some((violation) => contrastRules.has(violation.rule))) {
    return "contrast";
  }
  return violations.length > 0 ? "accessibility" : "play";
}
