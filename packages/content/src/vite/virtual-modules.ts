import path from "node:path";
import type { Manifest } from "../manifest/build.ts";

/** Each virtual module carries one collection, so a page only pulls in the content it shows. */
export const virtualModules = {
  site: (m: Manifest) => exportJson("site", m.site),
  pages: (m: Manifest) => exportJson("pages", m.pages) + exportJson("servicePages", m.servicePages),
  processes: (m: Manifest) => exportJson("processes", m.processes),
  videos: (m: Manifest) => exportJson("videoCategories", m.videoCategories),
  documents: (m: Manifest) => exportJson("documentCategories", m.documents),
  maxims: (m: Manifest) => exportJson("maxims", m.maxims),
  dictionary: (m: Manifest) => exportJson("terms", m.terms),
  faq: (m: Manifest) => exportJson("faq", m.faq),
  routes: (m: Manifest) => exportJson("routes", m.routes),
  mdx: (m: Manifest, root: string) => mdxRegistry(m, root),
} satisfies Record<string, (manifest: Manifest, root: string) => string>;

export type VirtualModuleName = keyof typeof virtualModules;
export const virtualPrefix = "virtual:content/";

// JSON.parse of a string literal is faster for engines to load than the equivalent object literal.
function exportJson(name: string, value: unknown): string {
  return `export const ${name} = /*#__PURE__*/ JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
}

/** Every MDX body by key, loaded on demand so each lesson or page body is its own chunk. */
function mdxRegistry(manifest: Manifest, root: string): string {
  const keys = new Set<string>();
  for (const page of [...Object.values(manifest.pages), ...manifest.servicePages]) if (page.body) keys.add(page.body);
  for (const process of manifest.processes)
    for (const step of process.steps) if (step.kind === "lesson") keys.add(step.body);
  const entries = [...keys]
    .sort()
    .map(
      (key) =>
        `  ${JSON.stringify(key)}: () => import(${JSON.stringify(path.join(root, key).split(path.sep).join("/"))}),`,
    );
  return `export const mdxBodies = {\n${entries.join("\n")}\n};\n`;
}
