import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatIssue, loadContent, publishedAddressesFile, recordPublishedAddresses } from "../src/index.ts";
import { guideExplains } from "./support/author-guide.ts";
import { contentWithFixture, editorialFixturesDir, validContent } from "./support/content-dir.ts";

const fixture = (name: string) => contentWithFixture(name, editorialFixturesDir);
const preview = (dir: string) => loadContent(dir, { mode: "preview", today: "2026-12-01" });
const publish = (dir: string) => loadContent(dir, { mode: "publish", today: "2026-12-01" });

interface Expected {
  file: string;
  line: number;
  field?: string;
  message: RegExp;
}

/** What is fine to preview but may not be published: a warning in `content check` and `pnpm dev`, an error in `pnpm build`. */
const notReady: Record<string, Expected> = {
  placeholder: {
    file: "faq.yaml",
    line: 5,
    field: '[1] "How do I suggest a term?".answer',
    message:
      /^placeholder "TODO: Write the answer here\. Separate paragraphs with a blank line\." is still there: write the real text before publishing \(pnpm build refuses placeholders\)$/,
  },
  "placeholder-in-lesson": {
    file: "processes/process-1/steps/01-step-1.mdx",
    line: 10,
    message: /^placeholder "TODO: Say where the county recorder's office is\." is still there/,
  },
  "vanished-address": {
    file: publishedAddressesFile,
    line: 3,
    message:
      /^the address "\/dictionary\/constructive-trust" was published \(dictionary\.yaml "Constructive Trust"\) and would no longer answer: add it to the formerAddresses of the page that took its place \(pnpm content rename does this\), or delete this line to let it go$/,
  },
};

describe("what is not ready to publish", () => {
  for (const [name, expected] of Object.entries(notReady)) {
    it(`${name}: a warning at ${expected.file}:${expected.line} while previewing, an error that stops the build`, () => {
      const dir = fixture(name);
      const matches = (issue: { file: string; message: string }) =>
        issue.file === path.join(dir, expected.file) && expected.message.test(issue.message);

      const previewed = preview(dir);
      expect(previewed.snapshot, previewed.issues.map((i) => formatIssue(i, dir)).join("\n")).toBeDefined();
      const warning = previewed.issues.find(matches);
      expect(warning, previewed.issues.map((i) => formatIssue(i, dir)).join("\n")).toMatchObject({
        severity: "warning",
        blocksPublishing: true,
        line: expected.line,
        ...(expected.field ? { field: expected.field } : {}),
      });

      const published = publish(dir);
      expect(published.snapshot).toBeUndefined();
      expect(published.issues.find(matches)).toMatchObject({ severity: "error", line: expected.line });
      expect(guideExplains(warning!.message), `content/README.md explains "${warning!.message}"`).toBe(true);
    });
  }
});

describe("review dates", () => {
  it("warns of a text last reviewed longer ago than site.yaml's period, in either mode, without stopping the build", () => {
    const dir = fixture("stale-review");
    for (const result of [preview(dir), publish(dir)]) {
      expect(result.snapshot).toBeDefined();
      expect(result.issues).toEqual([
        expect.objectContaining({
          severity: "warning",
          file: path.join(dir, "dictionary.yaml"),
          line: 3,
          field: '[0] "Trust".reviewed',
          message:
            "was last reviewed on 2024-03-01, more than 12 months ago: check that the text is still right, then run pnpm content reviewed with this file and line to stamp today's date",
        }),
      ]);
      expect(guideExplains(result.issues[0]!.message)).toBe(true);
    }
  });

  it("takes the period from site.yaml", () => {
    const dir = fixture("stale-review");
    fs.appendFileSync(path.join(dir, "site.yaml"), "reviewPeriodMonths: 36\n");
    expect(preview(dir).issues).toEqual([]);
  });

  it("asks for a date where a text carries none, and the guide says how to give one", () => {
    const dir = fixture("stale-review");
    fs.writeFileSync(path.join(dir, "dictionary.yaml"), "- term: Trust\n  definition: Held for another.\n");
    const [issue] = preview(dir).issues;
    expect(issue).toMatchObject({ severity: "warning", line: 1, field: '[0] "Trust"' });
    expect(issue!.message).toMatch(
      /^has no reviewed date: check that the text is right, then run pnpm content reviewed/,
    );
    expect(guideExplains(issue!.message)).toBe(true);
  });
});

describe("a draft", () => {
  it("is among the entries while previewing, marked, with its page", () => {
    const { snapshot, issues } = preview(fixture("draft"));
    expect(issues.filter((issue) => issue.severity === "error")).toEqual([]);
    expect(snapshot!.collections.dictionary.find((term) => term.id === "estoppel")).toMatchObject({ draft: true });
    expect(snapshot!.routes).toContain("/dictionary/estoppel");
    expect(snapshot!.drafts).toEqual(["/dictionary/estoppel"]);
    // The draft lesson's TODO is mentioned, without saying the build refuses it (the build leaves drafts out).
    const todo = issues.find(
      (issue) => issue.file.endsWith("02-step-2.mdx") && issue.message.startsWith("placeholder"),
    );
    expect(todo?.message).toBe(
      'placeholder "TODO: Write the lesson here." is still there: write the real text before publishing',
    );
    const steps = snapshot!.collections.steps.filter((step) => step.process === "process-1");
    expect(steps.map((step) => [step.number, step.title, step.draft ?? false])).toEqual([
      [1, "Step 1", false],
      [2, "A step being written", true],
      [3, "Step 3", false],
      [4, "Step 4", false],
    ]);
  });

  it("is left out of every page, list, count and address when publishing, and its placeholders stop nothing", () => {
    const { snapshot, issues } = publish(fixture("draft"));
    expect(issues.filter((issue) => issue.severity === "error")).toEqual([]);
    expect(snapshot!.collections.dictionary.map((term) => term.id)).toEqual(["trust"]);
    expect(snapshot!.routes).not.toContain("/dictionary/estoppel");
    expect(snapshot!.drafts).toEqual([]);
    expect(snapshot!.addresses.map((a) => a.address)).not.toContain("/dictionary/estoppel");
    expect(snapshot!.addresses.map((a) => a.address)).not.toContain("/share/dictionary/estoppel.html");
    // Visitors see the steps numbered in order: the draft leaves no gap.
    const steps = snapshot!.collections.steps.filter((step) => step.process === "process-1");
    expect(steps.map((step) => [step.number, step.title])).toEqual([
      [1, "Step 1"],
      [2, "Step 3"],
      [3, "Step 4"],
    ]);
    expect(steps[0]).not.toHaveProperty("next", 3);
  });

  it("takes its process's steps with it", () => {
    const dir = validContent();
    fs.appendFileSync(path.join(dir, "processes/process-2/process.yaml"), "draft: true\n");
    const { snapshot } = publish(dir);
    expect(snapshot!.collections.processes.map((p) => p.id)).not.toContain("process-2");
    expect(snapshot!.collections.steps.filter((step) => step.process === "process-2")).toEqual([]);
    expect(snapshot!.redirects.map((r) => r.from)).not.toContain("/diy/process-2");
  });
});

describe("former addresses", () => {
  it("each redirect to the page, and a term's former share page to its share page", () => {
    const { snapshot } = publish(fixture("renamed"));
    expect(snapshot!.redirects).toEqual(
      expect.arrayContaining([
        { from: "/dictionary/deliberate-trust", to: "/dictionary/express-trust" },
        { from: "/share/dictionary/deliberate-trust.html", to: "/share/dictionary/express-trust.html" },
      ]),
    );
  });

  it("keep an address once published answering, so the record of published addresses is satisfied", () => {
    const dir = fixture("renamed");
    fs.writeFileSync(
      path.join(dir, publishedAddressesFile),
      '/dictionary/deliberate-trust dictionary.yaml "Deliberate Trust"\n/share/dictionary/deliberate-trust.html dictionary.yaml "Deliberate Trust", share page\n',
    );
    expect(publish(dir).issues.filter((issue) => issue.severity === "error")).toEqual([]);
  });
});

describe("the record of published addresses", () => {
  it("is started by the first build and extended by the next, keeping what each address was", () => {
    const dir = validContent();
    const first = publish(dir).snapshot!;
    expect(recordPublishedAddresses(dir, first.addresses)).toBe(first.addresses.length);
    const text = fs.readFileSync(path.join(dir, publishedAddressesFile), "utf8");
    expect(text).toMatch(/^\/about pages\/about\.mdx "Synthetic about"$/m);
    expect(text).toMatch(/^\/diy\/process-1 redirect to \/diy-processes\/process-1$/m);
    expect(recordPublishedAddresses(dir, first.addresses)).toBe(0);

    fs.appendFileSync(path.join(dir, "faq.yaml"), "");
    fs.writeFileSync(
      path.join(dir, "pages/privacy.mdx"),
      "---\ntitle: Privacy\ndescription: What we keep.\n---\n\nNothing.\n",
    );
    expect(recordPublishedAddresses(dir, publish(dir).snapshot!.addresses)).toBe(1);
    expect(fs.readFileSync(path.join(dir, publishedAddressesFile), "utf8")).toContain(
      '/privacy pages/privacy.mdx "Privacy"\n',
    );

    // From then on, that page may not simply go.
    fs.rmSync(path.join(dir, "pages/privacy.mdx"));
    const [issue] = publish(dir).issues;
    expect(issue).toMatchObject({ severity: "error", file: path.join(dir, publishedAddressesFile) });
    expect(issue!.message).toMatch(/^the address "\/privacy" was published \(pages\/privacy\.mdx "Privacy"\)/);
  });
});
