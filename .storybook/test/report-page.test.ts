import { describe, expect, it } from "vitest";
import type { DiffSignature } from "./diff-signature.ts";
import { reportPage, summaryLines, type Failure } from "./report-page.ts";

const recolour: DiffSignature = {
  from: "#0f2742",
  to: "#3b82f6",
  share: 0.9,
  box: [0, 0, 4, 1],
  resized: false,
  changed: 100,
  compared: 1000,
};

const visual = (storyId: string, group: string, signature = recolour): Failure => ({
  kind: "visual",
  storyId,
  title: `Button.stories.tsx › ${storyId}`,
  messages: ["Screenshot does not match the stored reference."],
  group,
  signature,
  images: { before: `${storyId}/before.png`, after: `${storyId}/after.png`, diff: `${storyId}/diff.png` },
  thumbnails: {
    before: `${storyId}/before.thumb.png`,
    after: `${storyId}/after.thumb.png`,
    diff: `${storyId}/diff.thumb.png`,
  },
});

/** An axe contrast finding, as the accessibility check words it. */
const contrast = (storyId: string, foreground: string, background: string): Failure => ({
  kind: "contrast",
  storyId,
  title: `Screens › ${storyId}`,
  messages: [
    `expect(received).toHaveNoViolations(expected)

Expected the HTML found at $('.mt-4') to have no violations:

<a data-slot="button" href="/work-with-us">

Received:

"Elements must meet minimum color contrast ratio thresholds (color-contrast)"

Fix any of the following:
  Element has insufficient color contrast of 3.67 (foreground color: ${foreground}, background color: ${background}, font size: 12.0pt (16px), font weight: normal). Expected contrast ratio of 4.5:1

You can find more information on this issue here:
https://dequeuniversity.com/rules/axe/4.14/color-contrast?application=axeAPI`,
  ],
});

const tokens = new Map([
  ["#ffffff", ["primary-foreground", "card"]],
  ["#3b82f6", ["primary"]],
]);

const failures: Failure[] = [
  ...["a", "b", "c"].map((id) => contrast(`screens-${id}--phone`, "#ffffff", "#3b82f6")),
  contrast("screens-d--phone", "#3b82f6", "#ffffff"),
  ...["default", "as-link", "with-icon"].map((id) => visual(`components-button--${id}`, "0f2742-to-3b82f6")),
  visual("components-badge--outline", "b3b9be-to-b6bfc6-at-0011", {
    ...recolour,
    from: "#b3b9be",
    to: "#b6bfc6",
    share: 0.3,
    box: [0, 0, 1, 1],
  }),
];

const sections = (html: string) => html.split('<section class="group"').slice(1);

describe("the review page", () => {
  const html = reportPage(failures, { url: "http://localhost:6006" }, tokens);

  it("shows the stories one colour change reached as one group, with its count, an example and its command", () => {
    expect(summaryLines(failures)).toEqual([
      "4 contrast failures from 2 colour pairs",
      "4 visual differences in 2 groups",
    ]);
    const [largest, other] = html.split('<section class="group" id="group-').slice(1);
    expect(largest).toContain("3 stories:");
    expect(largest).toContain("#0f2742 became");
    expect(largest).toContain("wherever it shows");
    expect(largest).toContain("pnpm storybook:update-baselines 0f2742-to-3b82f6</code>");
    // One example in full view, and each story with the command that accepts it alone.
    expect(largest).toContain("pnpm storybook:update-baselines components-button--as-link</code>");
    expect(other).toContain("1 story:");
    expect(other).toContain("in the top quarters, left");
  });

  it("shows thumbnails that open the full-size pictures", () => {
    expect(html).toContain(
      '<a href="components-button--default/diff.png"><img src="components-button--default/diff.thumb.png"',
    );
    expect(html).not.toMatch(/<img src="[^"]*\/(before|after|diff)\.png"/);
  });

  it("groups contrast failures by colour pair, naming the tokens", () => {
    const contrastGroups = sections(html).filter((section) => section.includes("needs 4.5:1"));
    expect(contrastGroups).toHaveLength(2);
    expect(contrastGroups[0]).toContain("#ffffff (primary-foreground, card)");
    expect(contrastGroups[0]).toContain("on <span");
    expect(contrastGroups[0]).toContain("#3b82f6 (primary): 3.67:1, needs 4.5:1, in 3 stories");
    expect(contrastGroups[1]).toContain("in 1 story");
  });

  it("says at the top that the story links need Storybook running, with the command", () => {
    const top = html.slice(0, html.indexOf('<ul class="summary">'));
    expect(top).toContain("<code>pnpm storybook</code>");
    expect(top).toContain("pnpm build-storybook");
    const built = reportPage(failures, { url: "http://localhost:6006", builtAt: new Date("2026-11-28T03:00:00Z") });
    expect(built).toContain("the Storybook built on 2026-11-28 03:00 UTC with <code>pnpm storybook:static</code>");
  });
});
