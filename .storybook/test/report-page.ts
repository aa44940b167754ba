import { stripVTControlCharacters } from "node:util";
import { describeBox, isRecolour, type DiffSignature } from "./diff-signature.ts";
import { failureKinds, violationsIn, type FailureKind, type Violation } from "./failure-kind.ts";
import { acceptCommand } from "./review.ts";

export type Image = "before" | "after" | "diff";

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
  /** The pictures (visual only), full size and as thumbnails, relative to the report. */
  images?: Partial<Record<Image, string>>;
  thumbnails?: Partial<Record<Image, string>>;
  /** What changed in the picture, and the group of stories that changed the same way (visual only). */
  signature?: DiffSignature;
  group?: string;
}

/** Where the report's "Open the story" links go, and whether a built Storybook can serve them. */
export interface StorybookLinks {
  url: string;
  /** When `pnpm build-storybook` has written storybook-static: when it did. */
  builtAt?: Date;
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
      "Stories whose pictures changed the same way (one colour became another, or the same change in the same part of the frame) are one group: review its example, open any story of it, and accept the group with the command beside it. Before is the committed baseline, after is this run, diff shows the changed pixels in red; click a picture for its full size.",
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

/** "2 contrast failures", "138 visual differences in 4 groups (3 without a baseline yet)". */
function summaryLine({ kind, failures }: Group): string {
  const added = failures.filter((failure) => failure.isNew).length;
  const grouped =
    kind === "visual"
      ? ` in ${count(visualGroups(failures).length, "group", "groups")}`
      : kind === "contrast" && contrastGroups(failures).groups.length > 0
        ? ` from ${count(contrastGroups(failures).groups.length, "colour pair", "colour pairs")}`
        : "";
  return `${count(failures.length, kinds[kind].one, kinds[kind].many)}${grouped}${added > 0 ? ` (${added} without a baseline yet)` : ""}`;
}

/** The summary, one line per kind that failed. */
export const summaryLines = (failures: readonly Failure[]): string[] => groupsOf(failures).map(summaryLine);

const link = (storyId: string, storybookUrl: string) =>
  `<a href="${storybookUrl}/?path=/story/${storyId}">Open the story</a>`;

const command = (name: string) => `<code class="command">${escapeHtml(acceptCommand(name))}</code>`;

const labels: Record<Image, string> = {
  before: "Before: the baseline",
  after: "After: this run",
  diff: "Diff: changed pixels in red",
};

/** Before, after and diff as thumbnails, each opening its full-size picture. */
function pictures(failure: Failure, lazy: boolean): string {
  const figure = (image: Image) => {
    const full = failure.images?.[image];
    const small = failure.thumbnails?.[image] ?? full;
    return `<figure><figcaption>${labels[image]}</figcaption>${
      full && small
        ? `<a href="${full}"><img src="${small}" alt="${labels[image]}"${lazy ? ` loading="lazy"` : ""}></a>`
        : `<p class="none">none</p>`
    }</figure>`;
  };
  return `<div class="images">${figure("before")}${figure("after")}${figure("diff")}</div>`;
}

interface VisualGroup {
  id: string;
  failures: Failure[];
}

/** The visual differences by group, the largest first (one token change is then at the top). */
export function visualGroups(failures: readonly Failure[]): VisualGroup[] {
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    if (failure.kind !== "visual") continue;
    const id = failure.group ?? failure.storyId;
    groups.set(id, [...(groups.get(id) ?? []), failure]);
  }
  return [...groups]
    .map(([id, members]) => ({ id, failures: members }))
    .sort((a, b) => b.failures.length - a.failures.length || a.id.localeCompare(b.id));
}

/** What a group's stories have in common, in words. */
function groupHeading({ failures }: VisualGroup): string {
  const [first] = failures;
  const stories = count(failures.length, "story", "stories");
  if (first?.isNew) return `${stories} without a baseline yet`;
  const signature = first?.signature;
  if (!signature) return `${stories}: the picture changed`;
  const colours =
    signature.from === "none"
      ? "the picture changed size"
      : `<span class="swatch" style="background:${signature.from}"></span>${signature.from} became <span class="swatch" style="background:${signature.to}"></span>${signature.to}`;
  const resized = signature.resized && signature.from !== "none" ? "; the picture changed size" : "";
  const share = `${Math.round(signature.share * 100)}% of the changed pixels`;
  const where = isRecolour(signature) ? "wherever it shows" : describeBox(signature.box);
  return `${stories}: ${colours} (${share}), ${where}${resized}`;
}

function visualSection(group: VisualGroup, storybookUrl: string): string {
  const [example] = group.failures;
  if (!example) return "";
  const rows = group.failures
    .map(
      (failure) => `<tr>
  <td>${escapeHtml(failure.title)}<br>${link(failure.storyId, storybookUrl)}</td>
  <td>${pictures(failure, true)}</td>
  <td>${command(failure.storyId)}</td>
</tr>`,
    )
    .join("\n");
  return `
<section class="group" id="group-${group.id}">
  <h3>${groupHeading(group)}</h3>
  <p>Accept ${group.failures.length === 1 ? "it" : `all ${group.failures.length}`}: ${command(group.id)}</p>
  <p>For example ${escapeHtml(example.title)} (${link(example.storyId, storybookUrl)}):</p>
  ${pictures(example, false)}
  <details><summary>${group.failures.length === 1 ? "The story" : `Each of the ${group.failures.length} stories`}, to accept one by one</summary>
  <table class="stories"><thead><tr><th>Story</th><th>Before, after, diff</th><th>Accept this story alone</th></tr></thead><tbody>
${rows}
  </tbody></table>
  </details>
</section>`;
}

/** One colour pair below its level, wherever axe found it. */
interface ContrastPair {
  foreground: string;
  background: string;
  ratio: string;
  expected: string;
}

/** The colour pairs of axe's contrast findings ("insufficient color contrast of 3.68 (foreground color: …"). */
export function contrastPairsIn(violation: Violation): ContrastPair | undefined {
  const match =
    /contrast of ([\d.]+) \(foreground color: (#[0-9a-f]{6}), background color: (#[0-9a-f]{6})[^)]*\)[^.]*\. Expected contrast ratio of ([\d.]+:1)/i.exec(
      violation.problem,
    );
  if (!match) return undefined;
  const [, ratio = "", foreground = "", background = "", expected = ""] = match;
  return { foreground: foreground.toLowerCase(), background: background.toLowerCase(), ratio, expected };
}

interface ContrastGroup {
  pair: ContrastPair;
  failures: Failure[];
}

/** The stories axe found a too-faint colour pair in, by pair, the most widespread first. */
export function contrastGroups(failures: readonly Failure[]): { groups: ContrastGroup[]; others: Failure[] } {
  const groups = new Map<string, ContrastGroup>();
  const others: Failure[] = [];
  for (const failure of failures) {
    if (failure.kind !== "contrast") continue;
    const pairs = failure.messages.flatMap(violationsIn).flatMap((violation) => contrastPairsIn(violation) ?? []);
    if (pairs.length === 0) others.push(failure);
    for (const pair of pairs) {
      const key = `${pair.foreground} on ${pair.background}`;
      const group = groups.get(key) ?? { pair, failures: [] };
      if (!group.failures.includes(failure)) group.failures.push(failure);
      groups.set(key, group);
    }
  }
  return { groups: [...groups.values()].sort((a, b) => b.failures.length - a.failures.length), others };
}

/** A colour with the tokens that have it (`#ffffff (primary-foreground, card)`). */
function colourName(colour: string, tokenNames: ReadonlyMap<string, string[]>): string {
  const names = tokenNames.get(colour.toLowerCase()) ?? [];
  return `<span class="swatch" style="background:${colour}"></span>${colour}${names.length > 0 ? ` (${escapeHtml(names.join(", "))})` : ""}`;
}

function contrastSection(
  { pair, failures }: ContrastGroup,
  storybookUrl: string,
  tokenNames: ReadonlyMap<string, string[]>,
) {
  return `
<section class="group">
  <h3>${colourName(pair.foreground, tokenNames)} on ${colourName(pair.background, tokenNames)}: ${pair.ratio}:1, needs ${pair.expected}, in ${count(failures.length, "story", "stories")}</h3>
  <details><summary>The stories</summary>
  <ul>${failures.map((failure) => `<li>${escapeHtml(failure.title)} (${link(failure.storyId, storybookUrl)})</li>`).join("")}</ul>
  </details>
</section>`;
}

/** A failure that is not a picture, on its own: its axe findings as a table, or its message. */
function section(failure: Failure, storybookUrl: string): string {
  const text = escapeHtml(stripVTControlCharacters(failure.messages.join("\n\n")));
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
  <p>${link(failure.storyId, storybookUrl)}</p>
  ${table}
  ${table ? `<details><summary>The whole message</summary><pre>${text}</pre></details>` : `<pre>${text}</pre>`}
</section>`;
}

/** What the "Open the story" links need: Storybook running, or the built one served. */
function linksNote({ url, builtAt }: StorybookLinks): string {
  const built = builtAt
    ? ` or serve the Storybook built on ${builtAt.toISOString().slice(0, 16).replace("T", " ")} UTC with <code>pnpm storybook:static</code> (it may predate your change: <code>pnpm build-storybook</code> rebuilds it)`
    : ` or build it once with <code>pnpm build-storybook</code> and serve that with <code>pnpm storybook:static</code>`;
  return `<p class="note">The "Open the story" links go to ${escapeHtml(url)}: start Storybook there with <code>pnpm storybook</code>${built}.</p>`;
}

function kindSection(group: Group, links: StorybookLinks, tokenNames: ReadonlyMap<string, string[]>): string {
  const heading = `<h2 id="${group.kind}">${kinds[group.kind].heading} (${count(group.failures.length, "story", "stories")})</h2>
<p>${kinds[group.kind].advice}</p>`;
  if (group.kind === "visual") {
    const groups = visualGroups(group.failures);
    return `${heading}
<p>${count(groups.length, "group", "groups")}. Accept every picture at once with ${`<code class="command">pnpm storybook:update-baselines</code>`} (it runs the stories again).</p>
${groups.map((visual) => visualSection(visual, links.url)).join("\n")}`;
  }
  if (group.kind === "contrast") {
    const { groups, others } = contrastGroups(group.failures);
    return `${heading}
${groups.map((contrast) => contrastSection(contrast, links.url, tokenNames)).join("\n")}
${others.map((failure) => section(failure, links.url)).join("\n")}`;
  }
  return `${heading}
${group.failures.map((failure) => section(failure, links.url)).join("\n")}`;
}

/**
 * The review page: a summary, then the failures that are not pictures (contrast by colour pair,
 * accessibility, play functions), then the visual differences by group, each with an example and the
 * command that accepts it. `tokenNames` names the kit's tokens by colour (`#0f2742` → `primary`).
 */
export function reportPage(
  failures: readonly Failure[],
  links: StorybookLinks,
  tokenNames: ReadonlyMap<string, string[]> = new Map(),
): string {
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
  .note { background: #fff7e0; border: 1px solid #e2ddd3; padding: 0.5rem 0.75rem; }
  section { border-top: 1px solid #e2ddd3; padding: 1rem 0 1.5rem; }
  pre { white-space: pre-wrap; color: #b42318; max-height: 30rem; overflow: auto; }
  table { border-collapse: collapse; margin: 0.5rem 0; } th, td { text-align: left; padding: 0.35rem 1rem 0.35rem 0; vertical-align: top; border-bottom: 1px solid #e2ddd3; }
  td code { word-break: break-all; }
  .command { background: #fff; border: 1px solid #e2ddd3; padding: 0.1rem 0.35rem; user-select: all; }
  .swatch { display: inline-block; width: 0.9em; height: 0.9em; border: 1px solid #1e293b; vertical-align: -0.1em; margin-right: 0.2em; }
  .images { display: flex; gap: 1rem; align-items: start; flex-wrap: wrap; }
  figure { margin: 0; } figcaption { font-weight: 600; font-size: 0.85rem; margin-bottom: 0.25rem; }
  img { max-width: 240px; max-height: 320px; border: 1px solid #e2ddd3; background: #fff; }
  .stories img { max-width: 120px; max-height: 160px; }
  .none { color: #4b5563; font-style: italic; }
</style>
<h1>${count(failures.length, "story", "stories")} to review</h1>
${linksNote(links)}
<ul class="summary">
${groups.map((group) => `  <li><a href="#${group.kind}">${escapeHtml(summaryLine(group))}</a></li>`).join("\n")}
</ul>
${
  nonVisual > 0 && groups.some((group) => group.kind === "visual")
    ? "<p>Fix the failures above the visual differences first: one colour or rule can change many pictures, and a story that failed takes no picture.</p>"
    : ""
}
${groups.map((group) => kindSection(group, links, tokenNames)).join("\n")}
</html>
`;
}
