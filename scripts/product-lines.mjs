#!/usr/bin/env node
/**
 * Lines of product code: the .ts and .tsx files of the engine, the kit and the web app, without
 * tests, stories, type declarations and test helpers (`test/`, `testing/` folders). Issue 32 asks for
 * this figure to shrink; `node scripts/product-lines.mjs [checkout]` prints it for this checkout or
 * another one (a `git worktree add /tmp/x <commit>` of an older commit), with each folder's share.
 */
import fs from "node:fs";
import path from "node:path";

const folders = [
  "packages/content/src",
  "packages/ui/src",
  "apps/web/app",
  "apps/web/server",
  "apps/web/postbuild",
  "apps/web/publish",
];
const isProductFile = (file) =>
  /\.tsx?$/.test(file) &&
  !/\.(test|spec|stories)\.tsx?$|\.d\.ts$/.test(file) &&
  !file.split(path.sep).some((part) => part === "test" || part === "testing");

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
let total = 0;
for (const folder of folders) {
  const dir = path.join(root, folder);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) : [];
  const lines = files
    .filter(isProductFile)
    .reduce((sum, file) => sum + fs.readFileSync(path.join(dir, file), "utf8").split("\n").length - 1, 0);
  console.log(`${String(lines).padStart(6)}  ${folder}`);
  total += lines;
}
console.log(`${String(total).padStart(6)}  product code`);
