import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph, importLoops, reachable, sourceFiles } from "./support/import-graph.ts";

const repo = path.resolve(import.meta.dirname, "../../..");
const relative = (file: string) => path.relative(repo, file);

/** The product code, by package: a loop anywhere in it makes load order (and the next change) fragile. */
const packages = ["packages/content", "packages/ui", "apps/web", ".storybook"];

/** The content engine, its CLI and its writers: they are given the site, and import none of it. */
const engine = [
  "source",
  "schema",
  "rich",
  "graph",
  "collection",
  "editorial",
  "authoring",
  "cli",
  "vite",
  "json-schema",
  "package-paths.ts",
  "issues.ts",
  "slug.ts",
];
const contentSrc = path.join(repo, "packages/content/src");
const siteLayer = path.join(contentSrc, "site") + path.sep;

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
    const engineFiles = [...graph.keys()].filter((file) =>
      engine.some((part) => relative(file).startsWith(`packages/content/src/${part}`)),
    );
    expect(engineFiles.length).toBeGreaterThan(30);
    const crossings = engineFiles.flatMap((file) =>
      [...reachable(graph, file)]
        .filter(
          (target) =>
            target.startsWith(siteLayer) || !engine.some((part) => target.startsWith(path.join(contentSrc, part))),
        )
        .map((target) => `${relative(file)} → ${relative(target)}`),
    );
    expect(crossings).toEqual([]);
  });
});
