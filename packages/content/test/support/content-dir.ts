import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateSyntheticContent } from "../../src/site/synthetic.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "content-test-"));
const base = path.join(scratch, "base");
generateSyntheticContent(base, { scale: 1 });

/** A fresh copy of a small, valid content folder; tests change it freely. */
export function validContent(): string {
  const dir = fs.mkdtempSync(path.join(scratch, "case-"));
  fs.cpSync(base, dir, { recursive: true });
  return dir;
}

export const fixturesDir = path.resolve(import.meta.dirname, "../fixtures/broken");
/** One-case fixtures of the editorial workflow: drafts, placeholders, review dates, addresses. */
export const editorialFixturesDir = path.resolve(import.meta.dirname, "../fixtures/editorial");

/**
 * The valid content with one fixture laid over it (a broken one by default): the fixture's files
 * replace or add to the valid ones, and the paths listed in its remove.txt are deleted.
 */
export function contentWithFixture(name: string, from = fixturesDir): string {
  const dir = validContent();
  const fixture = path.join(from, name);
  for (const relative of fs.readdirSync(fixture, { recursive: true, encoding: "utf8" })) {
    const source = path.join(fixture, relative);
    if (fs.statSync(source).isDirectory()) continue;
    if (relative === "remove.txt") {
      for (const line of fs.readFileSync(source, "utf8").split("\n").filter(Boolean)) fs.rmSync(path.join(dir, line));
      continue;
    }
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.copyFileSync(source, path.join(dir, relative));
  }
  return dir;
}

export function write(dir: string, relative: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  fs.writeFileSync(path.join(dir, relative), text);
}

/** A fresh copy of a content folder (the site's own, by default), for tests that change real files. */
export function copyOfContent(root: string): string {
  const dir = fs.mkdtempSync(path.join(scratch, "copy-"));
  fs.cpSync(root, dir, { recursive: true });
  return dir;
}

/** Every file of a folder and its bytes, to prove that something changed nothing. */
export function folderState(dir: string): Map<string, string> {
  return new Map(
    fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((relative) => fs.statSync(path.join(dir, relative)).isFile())
      .sort()
      .map((relative) => [relative, fs.readFileSync(path.join(dir, relative), "base64")]),
  );
}
