import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteContentRoot } from "@site/content";
import {
  applyRename,
  formatContentText,
  planNewEntry,
  planRename,
  planReviewed,
  renderYaml,
} from "@site/content/editing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { handleBackendRequest, Refusal } from "../src/server/backend.ts";
import { ContentWorkspace } from "../src/server/workspace.ts";

/** A fresh copy of the site's content, as an author's working copy. */
function copyOfContent(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-save-"));
  fs.cpSync(siteContentRoot, root, { recursive: true });
  return root;
}

const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), "utf8");
const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  return b.filter((line, i) => a[i] !== line).length + Math.abs(a.length - b.length);
};

describe("saving from the editor", () => {
  let root: string;
  let workspace: ContentWorkspace;
  const request = (action: string, params: Record<string, unknown>) =>
    handleBackendRequest(workspace, { action, params });
  /** What Decap sends for an entry after the author changed some fields in its form. */
  async function save(virtual: string, change: (data: Record<string, unknown>) => void, newEntry = false) {
    const data = newEntry
      ? {}
      : (parse(((await request("getEntry", { path: virtual })) as { data: string }).data) as Record<string, unknown>);
    change(data);
    return request("persistEntry", {
      dataFiles: [{ path: virtual, raw: renderYaml(data) }],
      assets: [],
      options: { newEntry },
    });
  }

  beforeAll(() => {
    root = copyOfContent();
    workspace = new ContentWorkspace(root);
  });
  afterAll(() => {
    workspace.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("lists each item of a list file as an entry of its own, found by its name", async () => {
    const entries = (await request("entriesByFolder", { folder: "dictionary" })) as {
      data: string;
      file: { path: string };
    }[];
    const terms = parse(read(root, "dictionary.yaml")) as { term: string }[];
    expect(entries).toHaveLength(terms.length);
    const trust = entries.find((entry) => entry.file.path === "dictionary/trust.yaml")!;
    expect(parse(trust.data)).toMatchObject({ term: "Trust" });
  });

  it("changes only the edited answer, leaving the file as `content fix` would", async () => {
    const before = read(root, "faq.yaml");
    await save("faq/are-you-licensed.yaml", (faq) => {
      faq.answer = `${String(faq.answer)} We are educators.`;
    });
    const after = read(root, "faq.yaml");
    expect(changedLines(before, after)).toBe(1);
    expect(after).toContain("accountant. We are educators.");
    expect(await formatContentText("faq.yaml", after)).toEqual({ status: "unchanged" });
  });

  it("writes the same file as `content reviewed` for the same date", async () => {
    const cli = copyOfContent();
    const plan = planReviewed(cli, ["term", "Affidavit"], "2026-11-27");
    if ("refuse" in plan) throw new Error(plan.refuse);
    await save("dictionary/affidavit.yaml", (term) => {
      term.reviewed = "2026-11-27";
    });
    expect(read(root, "dictionary.yaml")).toBe(plan.files.get("dictionary.yaml"));
    fs.rmSync(cli, { recursive: true, force: true });
  });

  it("renames a term as `content rename` does: its old address kept, the links to it rewritten", async () => {
    const cli = copyOfContent();
    const plan = planRename(cli, "term", "Trust", "Trust arrangement");
    if ("refuse" in plan) throw new Error(plan.refuse);
    applyRename(cli, plan);
    const same = new Map([...plan.files.keys()].map((file) => [file, read(root, file)]));
    // The editor's copy already carries the earlier tests' changes: compare the rename's own files.
    await save("dictionary/trust.yaml", (term) => {
      term.term = "Trust arrangement";
    });
    for (const file of plan.files.keys()) {
      if (file === "dictionary.yaml" || file === "faq.yaml") continue;
      expect(read(root, file), file).toBe(read(cli, file));
      expect(read(root, file)).not.toBe(same.get(file));
    }
    const renamed = (parse(read(root, "dictionary.yaml")) as { term: string; formerAddresses?: string[] }[]).find(
      (term) => term.term === "Trust arrangement",
    );
    expect(renamed?.formerAddresses).toEqual(["/dictionary/trust"]);
    expect(read(root, "dictionary.yaml")).not.toContain("(/dictionary/trust)");
    fs.rmSync(cli, { recursive: true, force: true });
  });

  it("refuses what the check refuses, at the field, in the check's words, and writes nothing", async () => {
    const before = read(root, "dictionary.yaml");
    const refusal = await save("dictionary/affidavit.yaml", (term) => {
      term.definition = "A sworn statement; see [oath](/dictionary/oaht).";
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    const issue = (refusal as Refusal).issues.find((i) => i.field === "definition");
    expect(issue?.message).toMatch(/oaht/);
    expect(issue?.message).toMatch(/\/dictionary\/oath/);
    expect(read(root, "dictionary.yaml")).toBe(before);
  });

  it("adds a new term at the end of the list and deletes it again, each change alone", async () => {
    const before = read(root, "dictionary.yaml");
    await save(
      "dictionary/writ.yaml",
      (term) => {
        term.term = "Writ";
        term.definition = "A written order of a court; compare an [affidavit](/dictionary/affidavit).";
      },
      true,
    );
    const added = read(root, "dictionary.yaml");
    expect(added.startsWith(before.trimEnd())).toBe(true);
    expect(parse(added).at(-1)).toMatchObject({ term: "Writ" });
    await request("deleteFiles", { paths: ["dictionary/writ.yaml"] });
    expect(read(root, "dictionary.yaml")).toBe(before);
  });

  it("adds a step to a process in the file `content new step` makes, with what the author wrote in it", async () => {
    const process = "affidavits-declarations";
    const cliRoot = copyOfContent();
    const cli = planNewEntry(cliRoot, "step", [process, "Sign before a notary"]);
    fs.rmSync(cliRoot, { recursive: true, force: true });
    if ("refuse" in cli) throw new Error(cli.refuse);
    const [file, scaffolded] = [...cli.files][0]!;
    // The author's edit of the CLI's file: each placeholder replaced by the text they mean.
    const edited = scaffolded
      .replace(/^summary: .*$/m, "summary: Take the affidavit to a notary and sign it there.")
      .replace(/^TODO: .*$/m, "Bring an identity document; the notary watches you sign.");
    // What Decap sends: the form's fields, with the process chosen, under the name Decap made.
    const raw = [
      "---",
      `process: ${process}`,
      "kind: lesson",
      "title: Sign before a notary",
      "summary: Take the affidavit to a notary and sign it there.",
      "---",
      "Bring an identity document; the notary watches you sign.",
      "",
    ].join("\n");
    const virtual = `steps/${process}/sign-before-a-notary.mdx`;
    await request("persistEntry", { dataFiles: [{ path: virtual, raw }], assets: [], options: { newEntry: true } });
    expect(file).toMatch(/steps\/06-sign-before-a-notary\.mdx$/);
    const written = read(root, file);
    expect(written).toBe(edited);
    expect(await formatContentText(file, written)).toEqual({ status: "unchanged" });
    // Decap opens the saved entry under the name it gave it.
    const opened = (await request("getEntry", { path: virtual })) as { data: string };
    expect(opened.data).toContain(`process: ${process}`);
    expect(opened.data).toContain("title: Sign before a notary");
  });

  it("keeps a step in its process: choosing another is refused and nothing is written", async () => {
    const virtual = "steps/affidavits-declarations/05-resources.mdx";
    const before = read(root, "processes/affidavits-declarations/steps/05-resources.mdx");
    const { data } = (await request("getEntry", { path: virtual })) as { data: string };
    const raw = data.replace("process: affidavits-declarations", "process: foreign-trust-ein");
    const refusal = await request("persistEntry", {
      dataFiles: [{ path: virtual, raw }],
      assets: [],
      options: {},
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect((refusal as Refusal).message).toMatch(/stays in its process/);
    expect(read(root, "processes/affidavits-declarations/steps/05-resources.mdx")).toBe(before);
  });

  it("renames a process as `content rename` does: its folder moves, its old address is kept, links follow", async () => {
    const cli = copyOfContent();
    const plan = planRename(cli, "process", "Foreign Trust Bank Accounts", "Offshore Trust Bank Accounts");
    if ("refuse" in plan) throw new Error(plan.refuse);
    applyRename(cli, plan);
    await save("processes/foreign-trust-bank-accounts.yaml", (process) => {
      process.title = "Offshore Trust Bank Accounts";
    });
    expect(plan.moves).toEqual([["processes/foreign-trust-bank-accounts", "processes/offshore-trust-bank-accounts"]]);
    expect(fs.existsSync(path.join(root, "processes/foreign-trust-bank-accounts"))).toBe(false);
    // Every file the CLI wrote, where the move put it: the process and the pages that link to it.
    const moved = (file: string) => file.replace(...(plan.moves[0]! as [string, string]));
    expect(plan.links.length).toBeGreaterThan(0);
    for (const file of [...plan.files.keys()].map(moved)) expect(read(root, file), file).toBe(read(cli, file));
    const steps = (root: string) => fs.readdirSync(path.join(root, "processes/offshore-trust-bank-accounts/steps"));
    expect(steps(root)).toEqual(steps(cli));
    const renamed = parse(read(root, "processes/offshore-trust-bank-accounts/process.yaml")) as {
      formerAddresses?: string[];
    };
    expect(renamed.formerAddresses).toEqual(["/diy-processes/foreign-trust-bank-accounts"]);
    fs.rmSync(cli, { recursive: true, force: true });
  });

  it("moves an FAQ entry to the position the author gives it, and only that entry changes place", async () => {
    const before = read(root, "faq.yaml");
    const questions = (text: string) => (parse(text) as { question: string }[]).map((faq) => faq.question);
    const order = questions(before);
    const bar = order.indexOf("Are you members of the BAR?");
    expect(bar).toBeGreaterThan(0);
    const { data } = (await request("getEntry", { path: "faq/are-you-members-of-the-bar.yaml" })) as { data: string };
    expect(parse(data)).toMatchObject({ position: bar + 1 });
    await save("faq/are-you-members-of-the-bar.yaml", (faq) => {
      faq.position = 1;
    });
    const after = read(root, "faq.yaml");
    expect(questions(after)).toEqual([order[bar], ...order.filter((_, i) => i !== bar)]);
    // Taken out of both files, the moved entry leaves the same text: nothing else moved or changed.
    const block = (text: string) => {
      const start = text.indexOf("- question: Are you members of the BAR?");
      return text.slice(start, text.indexOf("\n- ", start) + 1);
    };
    expect(after.replace(block(after), "")).toBe(before.replace(block(before), ""));
    expect(await formatContentText("faq.yaml", after)).toEqual({ status: "unchanged" });
  });

  it("adds a new maxim at the position the author gives it, moving no other", async () => {
    const before = read(root, "maxims.yaml");
    const maxims = (text: string) => parse(text) as Record<string, unknown>[];
    await save(
      "maxims/ignorance-of-the-law-excuses-no-one-new.yaml",
      (maxim) => {
        Object.assign(maxim, { ...maxims(before)[0], position: 2 });
        for (const [key, value] of Object.entries(maxim)) if (typeof value === "string") maxim[key] = `${value} (new)`;
      },
      true,
    );
    const after = maxims(read(root, "maxims.yaml"));
    expect(Object.values(after[1]!).some((value) => String(value).endsWith("(new)"))).toBe(true);
    expect([after[0], ...after.slice(2)]).toEqual(maxims(before));
    expect(await formatContentText("maxims.yaml", read(root, "maxims.yaml"))).toEqual({ status: "unchanged" });
  });
});
