import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { formatContentText } from "../src/authoring/format.ts";
import { planNewEntry, writeNewEntry, type NewEntryPlan } from "../src/authoring/new-entry.ts";
import { defaultContentRoot, formatIssue, loadContent, type GraphResult } from "../src/index.ts";
import { site as thisSite } from "../src/site/index.ts";
import { copyOfContent, folderState } from "./support/content-dir.ts";

const site = defaultContentRoot();

function scaffold(root: string, kind: string, ...args: string[]): NewEntryPlan {
  const plan = planNewEntry(thisSite, root, kind, args);
  if ("refuse" in plan) throw new Error(`refused: ${plan.refuse}`);
  writeNewEntry(plan);
  return plan;
}

function expectValid(result: GraphResult) {
  const errors = result.issues.filter((issue) => issue.severity === "error");
  expect(errors.map((issue) => formatIssue(issue, result.root))).toEqual([]);
  expect(result.snapshot).toBeDefined();
  return result.snapshot!;
}

const read = (root: string, relative: string) => fs.readFileSync(path.join(root, relative), "utf8");

describe("content new: every kind writes a valid entry in the right place", () => {
  it.each([
    ["term", "dictionary.yaml", "Writ of Prohibition", "term", "dictionary", "writ-of-prohibition"],
    ["faq", "faq.yaml", "Do you offer refunds?", "question", "faq", "do-you-offer-refunds"],
    ["maxim", "maxims.yaml", "Equity follows the law", "title", "maxims", "equity-follows-the-law"],
  ])(
    "%s: appends to %s, keeping every byte the author wrote, and the check passes",
    (kind, file, title, field, name, id) => {
      const root = copyOfContent(site);
      const before = read(root, file);
      const plan = scaffold(root, kind, title);
      const after = read(root, file);

      // The author's comments, blank lines and formatting are untouched: the file only grew.
      expect(after.startsWith(before)).toBe(true);
      const items = parse(after) as Record<string, unknown>[];
      expect(items).toHaveLength((parse(before) as unknown[]).length + 1);
      expect(items.at(-1)![field]).toBe(title);
      // Spaced like the items above it (a blank line between items).
      expect(after.slice(before.length)).toMatch(/^\n- /);

      const [entry] = plan.entries;
      expect(entry).toMatchObject({ kind, file, id, appended: true });
      expect(after.split("\n")[entry!.line - 1]).toBe(`- ${field}: ${title}`);
      for (const fill of entry!.fill) expect(after.split("\n")[fill.line - 1]).toContain(fill.placeholder);

      const snapshot = expectValid(loadContent(root));
      expect(snapshot.collections[name as "dictionary"].some((e) => e.id === id)).toBe(true);
    },
  );

  it("term: the new entry is already in the house style (content fix leaves it alone) and its page exists", async () => {
    const root = copyOfContent(site);
    const plan = scaffold(root, "term", "Writ of Prohibition");
    expect(plan.entries[0]!.address).toBe("/dictionary/writ-of-prohibition");
    expect(plan.entries[0]!.fill.map((f) => f.field)).toEqual(["definition"]);
    expect(plan.entries[0]!.optional.map((f) => f.field)).toEqual([
      "detailedDefinition",
      "supportingSources",
      "linkPhrases",
      "formerAddresses",
      "draft",
    ]);
    expect(await formatContentText("dictionary.yaml", read(root, "dictionary.yaml"))).toEqual({ status: "unchanged" });
    expect(expectValid(loadContent(root)).routes).toContain("/dictionary/writ-of-prohibition");
  });

  it("process: a folder named from the title, with process.yaml, a first step and the next order", () => {
    const root = copyOfContent(site);
    const orders = loadContent(root).snapshot!.collections.processes.map((p) => p.order);
    const plan = scaffold(root, "process", "Trust Amendment");
    expect(plan.entries.map((e) => e.file)).toEqual([
      "processes/trust-amendment/process.yaml",
      "processes/trust-amendment/steps/01-first-step.mdx",
    ]);
    const data = parse(read(root, "processes/trust-amendment/process.yaml"));
    expect(data).toMatchObject({ title: "Trust Amendment", order: Math.max(...orders) + 1, templates: [] });

    const snapshot = expectValid(loadContent(root));
    expect(snapshot.collections.processes.at(-1)!.id).toBe("trust-amendment");
    expect(snapshot.collections.steps.filter((s) => s.process === "trust-amendment")).toMatchObject([
      { number: 1, kind: "lesson", title: "First step" },
    ]);
    expect(snapshot.routes).toContain("/diy-processes/trust-amendment");
  });

  it("step: the next number in that process's steps folder, found by the process's id or its title", () => {
    const root = copyOfContent(site);
    const steps = fs.readdirSync(path.join(root, "processes/affidavits-declarations/steps")).sort();
    const next = String(Number(steps.at(-1)!.slice(0, 2)) + 1).padStart(2, "0");

    const plan = scaffold(root, "step", "affidavits-declarations", "Serving Your Affidavit");
    expect(plan.entries[0]!.file).toBe(`processes/affidavits-declarations/steps/${next}-serving-your-affidavit.mdx`);
    scaffold(root, "step", "Foreign Trust EIN", "Keeping the Letter");
    expect(fs.existsSync(path.join(root, "processes/foreign-trust-ein/steps/02-keeping-the-letter.mdx"))).toBe(true);

    const text = read(root, plan.entries[0]!.file);
    expect(text).toMatch(
      /^---\nkind: lesson\ntitle: Serving Your Affidavit\nsummary: "TODO: .+"\nreviewed: \d{4}-\d\d-\d\d\n---\n\nTODO: Write the lesson here/,
    );
    expect(plan.entries[0]!.fill.map((f) => [f.field, f.line])).toEqual([
      ["summary", 4],
      ["body", 8],
    ]);
    const snapshot = expectValid(loadContent(root));
    const added = snapshot.collections.steps.find(
      (s) => s.id === `affidavits-declarations/${next}-serving-your-affidavit`,
    );
    expect(added).toMatchObject({ kind: "lesson", number: Number(next) });
  });

  it.each([
    ["video-category", "Land Records", "videos/land-records.yaml", "/video-library/land-records"],
    ["page", "Privacy Policy", "pages/privacy-policy.mdx", "/privacy-policy"],
    ["service", "Estate Planning", "pages/services/estate-planning.mdx", "/services/estate-planning"],
  ])("%s: a new file named from the slug, with its page", (kind, title, file, address) => {
    const root = copyOfContent(site);
    const plan = scaffold(root, kind, title);
    expect(plan.entries.map((e) => [e.file, e.address, e.appended])).toEqual([[file, address, false]]);
    expect(fs.existsSync(path.join(root, file))).toBe(true);
    expect(expectValid(loadContent(root)).routes).toContain(address);
  });

  it("video-category: comes last on the Video Library page, announcing no videos yet", () => {
    const root = copyOfContent(site);
    scaffold(root, "video-category", "Land Records");
    const videos = expectValid(loadContent(root)).collections.videos;
    expect(videos.at(-1)).toMatchObject({ id: "land-records", shownCount: 0, videos: [] });
  });
});

describe("content new refuses a clash and changes nothing", () => {
  const root = copyOfContent(site);
  const state = folderState(root);

  it.each([
    [["term", "habeas   CORPUS"], /already a term with the address "habeas-corpus" \(dictionary\.yaml:\d+\)/],
    [["faq", "Are you licensed?"], /already a question with the address "are-you-licensed"/],
    [
      ["process", "Foreign Trust EIN"],
      /folder processes\/foreign-trust-ein already exists.*content new step foreign-trust-ein/,
    ],
    [["video-category", "Banking"], /already a video-category with the address "banking" \(videos\/banking\.yaml\)/],
    [["page", "Share"], /the address \/share is used by the site itself/],
    [["page", "About"], /\/about is a page of the site with a layout of its own \(pages\/about\.mdx\)/],
    [["step", "foreign-trust-eim", "Filing"], /no process "foreign-trust-eim" \(did you mean foreign-trust-ein\?\)/],
    [["step", "no-such-process", "Filing"], /no process "no-such-process"; processes: affidavits-declarations, /],
    [["trm", "Habeas"], /no kind of entry called "trm" \(did you mean term\?\)/],
    [["step", "foreign-trust-ein"], /give the title: content new step <process-id> <title>/],
    [["term", "!!!"], /"!!!" has no letters or digits to make an address from/],
  ])("%j", (args, message) => {
    const [kind, ...rest] = args as [string, ...string[]];
    expect(planNewEntry(thisSite, root, kind, rest)).toEqual({ refuse: expect.stringMatching(message) });
    expect(folderState(root)).toEqual(state);
  });

  it("a page whose file exists: refused, by its address", () => {
    const dir = copyOfContent(site);
    scaffold(dir, "page", "Privacy Policy");
    const before = folderState(dir);
    expect(planNewEntry(thisSite, dir, "page", ["privacy policy"])).toEqual({
      refuse: expect.stringMatching(
        /^there is already a page with the address "privacy-policy" \(pages\/privacy-policy\.mdx\)/,
      ),
    });
    expect(folderState(dir)).toEqual(before);
  });

  it("a list file with a YAML syntax error: refused, nothing written", () => {
    const dir = copyOfContent(site);
    fs.appendFileSync(path.join(dir, "faq.yaml"), "\n- question: Broken\n   answer: misaligned\n");
    const before = folderState(dir);
    expect(planNewEntry(thisSite, dir, "faq", ["Is this new?"])).toEqual({
      refuse: expect.stringMatching(/^cannot add to faq\.yaml: it has a YAML syntax error/),
    });
    expect(folderState(dir)).toEqual(before);
  });

  it("a list file that is a symbolic link: refused, and the file it points at is left as it was", () => {
    const dir = copyOfContent(site);
    const elsewhere = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "elsewhere-")), "faq.yaml");
    fs.renameSync(path.join(dir, "faq.yaml"), elsewhere);
    fs.symlinkSync(elsewhere, path.join(dir, "faq.yaml"));
    const before = fs.readFileSync(elsewhere, "utf8");
    expect(planNewEntry(thisSite, dir, "faq", ["Is this new?"])).toEqual({
      refuse: expect.stringMatching(/^the file "faq\.yaml" is a symbolic link/),
    });
    expect(fs.readFileSync(elsewhere, "utf8")).toBe(before);
  });
});
