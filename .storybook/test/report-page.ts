import { stripVTControlCharacters } from "node:util";
import { failureKinds, violationsIn, type FailureKind } from "./failure-kind.ts";

type Image = "before" | "after" | "diff";

/** A story the run found wrong, with what a reviewer needs to see why. */
export interface Failure {
  kind: FailureKind;
  storyId: string;
  /** `file › story`. */
  title: string;
  /** The errors, as the test reported them. */
  messages: string[];
  /** A screenshot without a baseline yet, rather than one that differs from it (visual only). */
  isNew?: boolean;
  images?: Partial<Record<Image, string>>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);

export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How each kind is named in the summary and as a section heading, and what a reviewer does about it. */
const kinds: Record<FailureKind, { one: string; many: string; heading: string; advice: string }> = {
  contrast: {
    one: "contrast failure",
    many: "contrast failures",
    heading: "Contrast",
    advice:
      "A colour pair is below its WCAG AA level (4.5:1 for text, 3:1 for large text and controls). Change the token or the pair, not the check.",
  },
  accessibility: {
    one: "accessibility failure",
    many: "accessibility failures",
    heading: "Accessibility",
    advice: "axe found these in the rendered story; each names the rule, what it asks for and the element.",
  },
  play: {
    one: "play function failed",
    many: "play functions failed",
    heading: "Play functions",
    advice: "The story threw while rendering, or a step of its play function did not find what it expected.",
  },
  visual: {
    one: "visual difference",
    many: "visual differences",
    heading: "Visual differences",
    advice:
      "Before is the committed baseline, after is this run, diff shows the changed pixels in red. If the after pictures are what you want, run pnpm storybook:update-baselines and commit them.",
  },
};

interface Group {
  kind: FailureKind;
  failures: Failure[];
}

/** The failures by kind, in the report's order; kinds without failures are left out. */
function groupsOf(failures: readonly Failure[]): Group[] {
  return failureKinds
    .map((kind) => ({ kind, failures: failures.filter((failure) => failure.kind === kind) }))
    .filter((group) => group.failures.length > 0);
}

/** "2 contrast failures", "138 visual differences (3 without a baseline yet)". */
function summaryLine({ kind, failures }: Group): string {
  const added = failures.filter((failure) => failure.isNew).length;
  return `${count(failures.length, kinds[kind].one, kinds[kind].many)}${added > 0 ? ` (${added} without a baseline yet)` : ""}`;
}

/** The summary, one line per kind that failed. */
export const summaryLines = (failures: readonly Failure[]): string[] => groupsOf(failures).map(summaryLine);

function section(failure: Failure, storybookUrl: string): string {
  const link = `<p><a href="${storybookUrl}/?path=/story/${failure.storyId}">Open the story in Storybook</a> (with <code>pnpm storybook</code> running)</p>`;
  const text = escapeHtml(stripVTControlCharacters(failure.messages.join("\n\n")));
  if (failure.kind === "visual") {
    const figure = (label: string, src?: string) =>
      `<figure><figcaption>${label}</figcaption>${
        src ? `<a href="${src}"><img src="${src}" alt="${label}"></a>` : `<p class="none">none</p>`
      }</figure>`;
    const images = failure.images ?? {};
    return `
<section>
  <h3>${escapeHtml(failure.title)}</h3>
  ${link}
  <pre>${text}</pre>
  <div class="images">
    ${figure("Before: the baseline", images.before)}
    ${figure("After: this run", images.after)}
    ${figure("Diff: changed pixels in red", images.diff)}
  </div>
</section>`;
  }
  const violations = failure.messages.flatMap(violationsIn);
  const table =
    violations.length === 0
      ? ""
      : `<table><thead><tr><th>Rule</th><th>What is wrong</th><th>Element</th></tr></thead><tbody>${violations
          .map(
            (violation) =>
              `<tr><td><code>${escapeHtml(violation.rule)}</code></td><td>${escapeHtml(violation.problem || violation.help)}</td><td><code>${escapeHtml(violation.html || violation.element)}</code></td></tr>`,
          )
          .join("")}</tbody></table>`;
  return `
<section>
  <h3>${escapeHtml(failure.title)}</h3>
  ${link}
  ${table}
  ${table ? `<details><summary>The whole message</summary><pre>${text}</pre></details>` : `<pre>${text}</pre>`}
</section>`;
}

/**
 * The review page: a summary, then the failures that are not pictures (contrast, accessibility,
 * play functions), then the visual differences with before, after and diff side by side.
 */
export function reportPage(failures: readonly Failure[], storybookUrl: string): string {
  const groups = groupsOf(failures);
  const nonVisual = failures.filter((failure) => failure.kind !== "visual").length;
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Storybook: ${count(failures.length, "story", "stories")} to review</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #1e293b; background: #faf8f4; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.3rem; margin-top: 2.5rem; } h3 { font-size: 1.05rem; margin-bottom: 0.25rem; }
  .summary { font-size: 1.05rem; } .summary li { margin: 0.25rem 0; }
  section { border-top: 1px solid #e2ddd3; padding: 1rem 0 1.5rem; }
  pre { white-space: pre-wrap; color: #b42318; max-height: 30rem; overflow: auto; }
  table { border-collapse: collapse; margin: 0.5rem 0; } th, td { text-align: left; padding: 0.35rem 1rem 0.35rem 0; vertical-align: top; border-bottom: 1px solid #e2ddd3; }
  td code { word-break: break-all; }
  .images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 0.25rem; }
  img { max-width: 100%; border: 1px solid #e2ddd3; background: #fff; }
  .none { color: #4b5563; font-style: italic; }
</style>
<h1>${count(failures.length, "story", "stories")} to review</h1>
<ul class="summary">
${groups.map((group) => `  <li><a href="#${group.kind}">${escapeHtml(summaryLine(group))}</a></li>`).join("\n")}
</ul>
${
  nonVisual > 0 && groups.some((group) => group.kind === "visual")
    ? "<p>Fix the failures above the visual differences first: one colour or rule can change many pictures, and a story that failed takes no picture.</p>"
    : ""
}
${groups
  .map(
    (group) => `<h2 id="${group.kind}">${kinds[group.kind].heading} (${group.failures.length})</h2>
<p>${kinds[group.kind].advice}</p>
${group.failures.map((failure) => section(failure, storybookUrl)).join("\n")}`,
  )
  .join("\n")}
</html>
`;
}
