import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { replaceFiles, writeFileAtomic } from "../src/source/atomic-write.ts";
import { applyRename, planRename } from "../src/authoring/rename.ts";
import { publishedAddressesFile, recordPublishedAddresses } from "../src/index.ts";
import { site } from "../src/site/index.ts";
import { copyOfContent, folderState, validContent } from "./support/content-dir.ts";

/** The disk fills up after `bytes` more bytes: a write past that fails with ENOSPC, having written what fitted. */
function diskFullAfter(bytes: number) {
  const write = fs.writeFileSync.bind(fs);
  let room = bytes;
  return vi.spyOn(fs, "writeFileSync").mockImplementation((file, data, options) => {
    const buffer = Buffer.from(data as string);
    if (buffer.length <= room) {
      room -= buffer.length;
      return write(file, buffer, options);
    }
    write(file, buffer.subarray(0, room), options);
    room = 0;
    throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
  });
}

afterEach(() => vi.restoreAllMocks());

describe("files the tools write under content/ are whole or untouched", () => {
  it("a full disk while the build records published addresses leaves the record as it was, not cut mid-line", () => {
    const root = validContent();
    const file = path.join(root, publishedAddressesFile);
    recordPublishedAddresses(root, [
      { address: "/dictionary/trust", what: 'dictionary.yaml "Trust"' },
      { address: "/faq", what: "pages/faq.mdx" },
    ]);
    const before = fs.readFileSync(file, "utf8");
    diskFullAfter(100);
    const added = Array.from({ length: 40 }, (_, i) => ({ address: `/dictionary/term-${i}`, what: "a term" }));
    expect(() => recordPublishedAddresses(root, added)).toThrow(/ENOSPC/);
    vi.restoreAllMocks();
    expect(fs.readFileSync(file, "utf8")).toBe(before);
    // And nothing is left beside it.
    expect(fs.readdirSync(root).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("writes a file whole, keeping its permissions", () => {
    const root = validContent();
    const file = path.join(root, "faq.yaml");
    fs.chmodSync(file, 0o640);
    writeFileAtomic(file, "- question: Whole?\n  answer: Yes.\n");
    expect(fs.readFileSync(file, "utf8")).toBe("- question: Whole?\n  answer: Yes.\n");
    expect(fs.statSync(file).mode & 0o777).toBe(0o640);
  });

  it("changes several files as one: a failure on any leaves every one as it was", () => {
    const root = validContent();
    const state = folderState(root);
    const files = new Map([
      [path.join(root, "faq.yaml"), "- question: New?\n  answer: Yes.\n"],
      [path.join(root, "maxims.yaml"), "- title: New\n"],
      [path.join(root, "pages/new-page.mdx"), "---\ntitle: New\n---\n"],
    ]);
    diskFullAfter(40);
    expect(() => replaceFiles(files)).toThrow(/ENOSPC/);
    vi.restoreAllMocks();
    expect(folderState(root)).toEqual(state);

    // A failure while the files are renamed into place puts back the ones already replaced.
    const rename = fs.renameSync.bind(fs);
    let renames = 0;
    vi.spyOn(fs, "renameSync").mockImplementation((from, to) => {
      if (++renames === 3) throw Object.assign(new Error("EIO: i/o error, rename"), { code: "EIO" });
      rename(from, to);
    });
    expect(() => replaceFiles(files)).toThrow(/EIO/);
    vi.restoreAllMocks();
    expect(folderState(root)).toEqual(state);
  });

  it("a rename that cannot write all its files changes none of them", () => {
    const root = copyOfContent(path.resolve(import.meta.dirname, "../../../content"));
    const plan = planRename(site, root, "term", "Trustee", "Trustee of a Trust");
    if ("refuse" in plan) throw new Error(plan.refuse);
    expect(plan.files.size).toBeGreaterThan(1);
    const state = folderState(root);
    diskFullAfter(plan.files.get("dictionary.yaml")!.length + 10);
    expect(() => applyRename(root, plan)).toThrow(/ENOSPC/);
    vi.restoreAllMocks();
    expect(folderState(root)).toEqual(state);
  });
});
