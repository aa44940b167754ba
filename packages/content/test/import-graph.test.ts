import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph, importLoops, reachable, sourceFiles } from "./support/import-graph.ts";

const repo = path.resolve(import.meta.dirname, "../../..");
const relative = (file: string) => path.relative(repo, file);

/** The product code, by package: a loop anywhere in it makes load order (and the next change) fragile. */
const packages = ["packages/content", "packages/ui", "apps/web", "apps/editor", ".storybook"];

const contentSrc = path.join(repo, "packages/content/src");
const siteLayer = path.join(contentSrc, "site") + path.sep;
/** The package's entry modules at the top of src/ (index, runtime, editing): they bind the engine to the site. */
const entryModules = new Set(
  Object.values(JSON.parse(fs.readFileSync(path.join(repo, "packages/content/package.json"), "utf8")).exports)
    .filter((target): target is string => typeof target === "string")
    .map((target) => path.join(repo, "packages/content", target)),
);
/** The content engine (its graph, CLI, writers, Vite plugin, …): every module but the site's and the entry modules. */
const isEngine = (file: string) =>
  file.startsWith(contentSrc + path.sep) && !file.startsWith(siteLayer) && !entryModules.has(file);

describe("imports", () => {
  it.each(packages)("no files of %s import each other in a loop", (folder) => {
    const graph = importGraph(sourceFiles(path.join(repo, folder)));
    expect(graph.size).toBeGreaterThan(2);
    expect(importLoops(graph).map((loop) => loop.map(relative).join(" ↔ "))).toEqual([]);
  });

  it("finds a loop, however long, when one is written", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-loop-"));
    fs.writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = b;\n');
    fs.writeFileSync(path.join(dir, "b.tsx"), 'export { c as b } from "./c";\n');
    fs.writeFileSync(path.join(dir, "c.ts"), 'export const c = () => import("./a.ts");\n');
    fs.writeFileSync(path.join(dir, "d.ts"), 'import type { a } from "./a.ts";\nexport type D = typeof a;\n');
    const loops = importLoops(importGraph(sourceFiles(dir))).map((loop) => loop.map((f) => path.basename(f)));
    expect(loops).toEqual([["a.ts", "b.tsx", "c.ts"]]);
  });

  it("the content engine imports none of the site's collections, directly or through others", () => {
    const graph = importGraph(sourceFiles(contentSrc));
    const engineFiles = [...graph.keys()].filter(isEngine);
    expect(engineFiles.length).toBeGreaterThan(50);
    const crossings = engineFiles.flatMap((file) =>
      [...reachable(graph, file)]
        .filter((target) => !isEngine(target))
        .map((target) => `${relative(file)} → ${relative(target)}`),
    );
    expect(crossings).toEqual([]);
  });
});
