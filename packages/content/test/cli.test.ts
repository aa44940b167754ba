import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultContentRoot } from "../src/index.ts";
import { copyOfContent, folderState, write } from "./support/content-dir.ts";

const bin = path.resolve(import.meta.dirname, "../bin/content.mjs");

function content(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  return { code: run.status, out: run.stdout + run.stderr };
}

describe("the content command", () => {
  it("new: writes the entry, says what to fill in and where, and checks what it touches", () => {
    const root = copyOfContent(defaultContentRoot());
    const { code, out } = content("new", "term", "Writ", "of", "Prohibition", "--root", root);
    expect(out).toMatch(/✚ Added a term in .*dictionary\.yaml:(\d+) \(its page: \/dictionary\/writ-of-prohibition\)/);
    expect(out).toMatch(
      /Fill in, replacing each placeholder:\n +.*dictionary\.yaml:\d+ +definition: "TODO: Write the definition here/,
    );
    expect(out).toMatch(/You may also add:\n +detailedDefinition +Markdown\./);
    expect(out).toMatch(/⚠ Before publishing: the placeholder definition would show/);
    expect(out).toMatch(/Checking what the new entry touches…\n✔ dictionary: valid/);
    expect(code).toBe(0);
  });

  it("new: a clash writes nothing and exits 1 with the reason", () => {
    const root = copyOfContent(defaultContentRoot());
    const state = folderState(root);
    const { code, out } = content("new", "term", "Habeas Corpus", "--root", root);
    expect(out).toMatch(/^✖ Nothing was written: there is already a term with the address "habeas-corpus"/);
    expect(code).toBe(1);
    expect(folderState(root)).toEqual(state);
  });

  it("new: says so when what it touches was broken before, not by the new entry", () => {
    const root = copyOfContent(defaultContentRoot());
    const dictionary = path.join(root, "dictionary.yaml");
    fs.writeFileSync(dictionary, fs.readFileSync(dictionary, "utf8").replace(/^- term: .+$/m, "$&\n  definiton: typo"));
    const { code, out } = content("new", "term", "Writ of Prohibition", "--root", root);
    expect(out).toMatch(/dictionary\.yaml:\d+:\d+ error .*unknown field "definiton"/);
    expect(out).toMatch(/The new entry has no errors: those above were there before\./);
    expect(code).toBe(1);
  });

  it("new: checks only what the new entry touches, but its links and address against the whole site", () => {
    const root = copyOfContent(defaultContentRoot());
    // A page broken elsewhere is not what a new term touches: `content check` reports it, `content new` does not.
    const faq = path.join(root, "faq.yaml");
    fs.writeFileSync(faq, fs.readFileSync(faq, "utf8").replace(/^- question: .+$/m, "$&\n  answr: typo"));
    const added = content("new", "term", "Writ of Prohibition", "--root", root);
    expect(added.out).not.toMatch(/answr/);
    expect(added.out).toMatch(/✔ dictionary: valid/);
    expect(added.code).toBe(0);
    // A page's address, known from its frontmatter alone, still clashes with the new one.
    const page = content("new", "page", "Writ of Prohibition", "--root", root);
    expect(page.code).toBe(0);
    const clash = content("new", "page", "Writ of Prohibition", "--root", root);
    expect(clash.out).toMatch(/^✖ Nothing was written: .*writ-of-prohibition/);
    expect(clash.code).toBe(1);
  });

  it("new: checks the entry as written, in the file it had already read, and puts the file back when the entry is invalid", () => {
    const root = copyOfContent(defaultContentRoot());
    const state = folderState(root);
    // A bidirectional control character pasted into the term: only the check of the written file sees it.
    const { code, out } = content("new", "term", "Writ of \u202eProhibition", "--root", root);
    expect(out).toMatch(/^✖ Nothing was written: the new entry would not be valid\.\n +.*dictionary\.yaml:\d+/);
    expect(code).toBe(1);
    expect(folderState(root)).toEqual(state);
  });

  it("stale: lists every reviewed entry oldest first, marks those past the review period, each at its file and line", () => {
    const root = copyOfContent(defaultContentRoot());
    const dictionary = path.join(root, "dictionary.yaml");
    const text = fs.readFileSync(dictionary, "utf8");
    // The second term's date moved back three years: the only one past the period.
    const [, second] = [...text.matchAll(/^ {2}reviewed: (\S+)$/gm)];
    const year = (date: string, back: number) => `${Number(date.slice(0, 4)) - back}${date.slice(4)}`;
    const lines = text.split("\n");
    const lineOf = (index: number) => text.slice(0, index).split("\n").length;
    lines[lineOf(second!.index) - 1] = `  reviewed: ${year(second![1]!, 3)}`;
    fs.writeFileSync(dictionary, lines.join("\n"));
    const { code, out } = content("stale", "--root", root);
    expect(code).toBe(0);
    const listed = out.split("\n").filter((line) => /^[⚠ ] (\d{4}-\d\d-\d\d|never) /.test(line));
    expect(listed.length).toBeGreaterThan(100);
    expect(out).toMatch(
      /^Reviewed dates, oldest first: 1 of \d+ is past the review period \(12 months, site\.yaml\), marked ⚠/,
    );
    expect(listed[0]).toBe(
      `⚠ ${year(second![1]!, 3)}  ${dictionary}:${lineOf(second!.index)} ${JSON.stringify(termAt(text, second!.index))}`,
    );
    expect(listed.filter((line) => line.startsWith("⚠"))).toHaveLength(1);
    const shownDates = listed.map((line) => line.slice(2, 12));
    expect(shownDates).toEqual([...shownDates].sort());
    expect(out).toMatch(/pnpm content reviewed <file>:<line>/);
  });

  it("fix: reports each file it formatted and the check's verdict", () => {
    const root = copyOfContent(defaultContentRoot());
    write(
      root,
      "maxims.yaml",
      fs.readFileSync(path.join(root, "maxims.yaml"), "utf8").replace(/legalMaxim: /g, "legalMaxim:    "),
    );
    const { code, out } = content("fix", "--root", root);
    expect(out).toMatch(/^Formatted .*maxims\.yaml \(lines \d+/);
    expect(out).toMatch(/✔ 1 file formatted, \d+ already tidy/);
    expect(out).toMatch(/✔ content is valid/);
    expect(code).toBe(0);
  });
});

/** The name of the dictionary term whose entry holds `index` of the file's text. */
function termAt(text: string, index: number): string {
  return [...text.slice(0, index).matchAll(/^- term: (.+)$/gm)].at(-1)![1]!;
}
