#!/usr/bin/env node
/**
 * Lines of product code, as issue 32 counted them (17.7k at 948033e): the non-blank lines of every
 * .ts, .tsx, .js and .mjs file under apps/ and packages/, without tests, stories, type declarations,
 * build output and the test, e2e and bench folders. `node scripts/product-lines.mjs [checkout]` prints
 * it for this checkout or another one (a `git worktree add /tmp/x <commit>` of an older commit), with
 * each folder's share; the editor, which came after that count, is also given apart.
 */
import fs from "node:fs";
import path from "node:path";

const skippedFolders = new Set(["node_modules", "dist", ".react-router", "test", "testing", "e2e", "bench"]);
const isSkippedFolder = (name) => skippedFolders.has(name) || name.startsWith("build");
const isProductFile = (name) => /\.(tsx?|m?js)$/.test(name) && !/\.(test|spec|stories)\.tsx?$|\.d\.ts$/.test(name);

function* productFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && !isSkippedFolder(entry.name)) yield* productFiles(file);
    else if (entry.isFile() && isProductFile(entry.name)) yield file;
  }
}

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const byFolder = new Map();
for (const top of ["apps", "packages"]) {
  for (const file of productFiles(path.join(root, top))) {
    // apps/web/app, packages/content/src, apps/web/vite.config.ts …: the first three parts of the path.
    const folder = path.relative(root, file).split(path.sep).slice(0, 3).join("/");
    const lines = fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "").length;
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + lines);
  }
}
const sum = (filter) => [...byFolder].filter(([folder]) => filter(folder)).reduce((total, [, n]) => total + n, 0);
for (const [folder, lines] of [...byFolder].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${String(lines).padStart(6)}  ${folder}`);
}
const isEditor = (folder) => folder.startsWith("apps/editor/");
console.log(`${String(sum(() => true)).padStart(6)}  product code`);
console.log(`${String(sum((folder) => !isEditor(folder))).padStart(6)}  product code without the editor`);
