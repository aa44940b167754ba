import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { today } from "../src/editorial/today.ts";
import { defaultContentRoot, loadContent, recordPublishedAddresses } from "../src/index.ts";
import { copyOfContent, folderState } from "./support/content-dir.ts";

const bin = path.resolve(import.meta.dirname, "../bin/content.mjs");
const site = defaultContentRoot();

function content(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  return { code: run.status, out: run.stdout + run.stderr };
}

const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), "utf8");
const publish = (root: string) => loadContent(root, { mode: "publish", today: "2026-12-01" });

describe("content rename", () => {
  it("renames a term, rewrites every link to it, and its old address redirects: the build accepts it", () => {
    const root = copyOfContent(site);
    const before = publish(root).snapshot!;
    recordPublishedAddresses(root, before.addresses);
    const linking = fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(yaml|mdx)$/.test(file) && read(root, file).includes("](/dictionary/trustee)"));
    expect(linking.length).toBeGreaterThan(0);

    const { code, out } = content("rename", "term", "Trustee", "Trustee of a Trust", "--root", root);
    expect(out).toMatch(/^✔ Renamed term "Trustee" to "Trustee of a Trust" in .*dictionary\.yaml/);
    expect(out).toContain("its address is now /dictionary/trustee-of-a-trust; /dictionary/trustee redirects there");
    expect(out).toMatch(/rewrote \d+ links? in /);
    expect(code).toBe(0);

    for (const file of linking) {
      expect(read(root, file)).not.toContain("](/dictionary/trustee)");
      expect(read(root, file)).toContain("/dictionary/trustee-of-a-trust");
    }
    expect(read(root, "dictionary.yaml")).toMatch(
      /- term: Trustee of a Trust\n[\s\S]*?formerAddresses:\n {4}- \/dictionary\/trustee\n/,
    );
    const result = publish(root);
    expect(result.issues.filter((issue) => issue.severity === "error")).toEqual([]);
    expect(result.snapshot!.routes).toContain("/dictionary/trustee-of-a-trust");
    expect(result.snapshot!.redirects).toEqual(
      expect.arrayContaining([
        { from: "/dictionary/trustee", to: "/dictionary/trustee-of-a-trust" },
        { from: "/share/dictionary/trustee.html", to: "/share/dictionary/trustee-of-a-trust.html" },
      ]),
    );
  });

  it("moves a process's folder with its steps, and its older /diy address follows", () => {
    const root = copyOfContent(site);
    const { code } = content("rename", "process", "foreign-trust-ein", "Foreign Trust Tax ID", "--root", root);
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(root, "processes/foreign-trust-tax-id/steps"))).toBe(true);
    expect(fs.existsSync(path.join(root, "processes/foreign-trust-ein"))).toBe(false);
    const { redirects } = publish(root).snapshot!;
    expect(redirects).toEqual(
      expect.arrayContaining([
        { from: "/diy-processes/foreign-trust-ein", to: "/diy-processes/foreign-trust-tax-id" },
        { from: "/diy/foreign-trust-ein", to: "/diy-processes/foreign-trust-tax-id" },
        { from: "/diy/foreign-trust-tax-id", to: "/diy-processes/foreign-trust-tax-id" },
      ]),
    );
  });

  it("changes nothing, and says why, when the new address is taken or the entry has no page", () => {
    const root = copyOfContent(site);
    const state = folderState(root);
    const taken = content("rename", "term", "Trustee", "Trust", "--root", root);
    expect(taken.out).toMatch(
      /^✖ Nothing was changed: the address \/dictionary\/trust is already taken by dictionary\.yaml:\d+/,
    );
    expect(taken.code).toBe(1);
    const faq = content("rename", "faq", "Are you licensed?", "Are you lawyers?", "--root", root);
    expect(faq.out).toMatch(/^✖ Nothing was changed: only entries with a page of their own can be renamed: /);
    expect(content("rename", "term", "No Such Term", "Other", "--root", root).out).toMatch(
      /there is no term "No Such Term"/,
    );
    expect(folderState(root)).toEqual(state);
  });
});

describe("content rename, back and failing", () => {
  it("renames back to the old name: the address it takes again leaves formerAddresses, and the check passes", () => {
    const root = copyOfContent(site);
    expect(content("rename", "term", "Trust", "Living Trust", "--root", root).code).toBe(0);
    const back = content("rename", "term", "Living Trust", "Trust", "--root", root);
    expect(back.out).toContain("its address is now /dictionary/trust; /dictionary/living-trust redirects there");
    expect(back.code).toBe(0);
    expect(read(root, "dictionary.yaml")).toMatch(
      /- term: Trust\n[\s\S]*?formerAddresses:\n {4}- \/dictionary\/living-trust\n\n/,
    );
    const result = publish(root);
    expect(result.issues.filter((issue) => issue.severity === "error")).toEqual([]);
    expect(result.snapshot!.redirects).toContainEqual({ from: "/dictionary/living-trust", to: "/dictionary/trust" });
  });

  it("changes nothing when the renamed content would not pass the check, and says why", () => {
    const root = copyOfContent(site);
    // Another term already redirects from the address the new name makes.
    fs.appendFileSync(
      path.join(root, "dictionary.yaml"),
      "\n- term: Settlor of a Trust\n  definition: The person who creates a trust.\n  reviewed: 2026-11-22\n  formerAddresses:\n    - /dictionary/grantor-of-a-trust\n",
    );
    const state = folderState(root);
    const renamed = content("rename", "term", "Trust", "Grantor of a Trust", "--root", root);
    expect(renamed.out).toMatch(/^✖ Nothing was changed: after the rename the content would have these errors:/);
    expect(renamed.out).toContain('"/dictionary/grantor-of-a-trust" is the address of a page of the site');
    expect(renamed.code).toBe(1);
    expect(folderState(root)).toEqual(state);
  });
});

describe("content reviewed", () => {
  it("stamps today's date on the entry at a file and line, and nowhere else", () => {
    const root = copyOfContent(site);
    const text = read(root, "faq.yaml");
    const line = text.split("\n").findIndex((l) => l.startsWith("- question: Are you licensed?")) + 1;
    const { code, out } = content("reviewed", `${path.join(root, "faq.yaml")}:${line + 1}`, "--root", root);
    expect(out).toMatch(new RegExp(`^✔ Reviewed ${today()}: .*faq\\.yaml:${line} "Are you licensed\\?"`));
    expect(code).toBe(0);
    const after = read(root, "faq.yaml");
    const changed = after.split("\n").filter((l, i) => l !== text.split("\n")[i]);
    expect(changed).toEqual([`  reviewed: ${today()}`]);
  });

  it("stamps a term named by its kind, and a lesson named by its file", () => {
    const root = copyOfContent(site);
    expect(content("reviewed", "term", "Trust", "--root", root).code).toBe(0);
    expect(read(root, "dictionary.yaml")).toMatch(new RegExp(`- term: Trust\\n[\\s\\S]*?reviewed: ${today()}\\n`));
    const lesson = "processes/affidavits-declarations/steps/02-making-your-first-declaration.mdx";
    expect(fs.existsSync(path.join(root, lesson))).toBe(true);
    expect(content("reviewed", lesson, "--root", root).code).toBe(0);
    expect(read(root, lesson)).toMatch(new RegExp(`^---\\n[\\s\\S]*reviewed: ${today()}\\n---\\n`));
    expect(loadContent(root).issues.filter((issue) => issue.severity === "error")).toEqual([]);
  });

  it("says what carries a date when the entry has none to stamp", () => {
    const root = copyOfContent(site);
    const { code, out } = content("reviewed", "maxims.yaml", "--root", root);
    const named =
      /^✖ Nothing was changed: maxims\.yaml has no review date to stamp: the kinds of entry with one are (.*)$/m.exec(
        out,
      );
    expect(named, out).not.toBeNull();
    // Named as `content new` names them, and only those whose entries can have one.
    expect(named![1]).toMatch(/\bterm\b/);
    expect(named![1]).toMatch(/\bstep\b/);
    expect(named![1]).not.toMatch(/maxim/);
    expect(code).toBe(1);
  });
});
