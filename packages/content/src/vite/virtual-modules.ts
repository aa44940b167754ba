import path from "node:path";
import type { Manifest } from "../manifest/build.ts";

/**
 * Each virtual module carries one collection, so a page only pulls in the content it shows. Pages
 * about one item (a term, a video category) load that item's own module, through a registry.
 */
export const virtualModules = {
  site: (m: Manifest) => exportJson("site", m.site),
  pages: (m: Manifest) =>
    exportJson("pages", m.pages) +
    exportJson("servicePages", m.servicePages) +
    exportJson("standardPages", m.standardPages),
  processes: (m: Manifest) => exportJson("processes", m.processes),
  videos: (m: Manifest) =>
    exportJson(
      "videoCategories",
      m.videoCategories.map(({ videos, ...category }) => ({ ...category, videoCount: videos.length })),
    ),
  "video-categories": (m: Manifest) =>
    registry(
      "categoryLoaders",
      m.videoCategories.map((c) => c.id),
      "video-category",
    ),
  documents: (m: Manifest) => exportJson("documentCategories", m.documents),
  maxims: (m: Manifest) => exportJson("maxims", m.maxims),
  // The dictionary page shows and searches each term's short definition; the rest stays on term pages.
  dictionary: (m: Manifest) =>
    exportJson(
      "terms",
      m.terms.map(({ slug, term, definition }) => ({ slug, term, definition })),
    ),
  terms: (m: Manifest) =>
    exportJson(
      "termNames",
      m.terms.map(({ slug, term }) => ({ slug, term })),
    ) +
    registry(
      "termLoaders",
      m.terms.map((t) => t.slug),
      "term",
    ),
  faq: (m: Manifest) => exportJson("faq", m.faq),
  routes: (m: Manifest) => exportJson("routes", m.routes),
  mdx: (m: Manifest, root: string) => mdxRegistry(m, root),
} satisfies Record<string, (manifest: Manifest, root: string) => string>;

/** Modules of one item: `virtual:content/term/<slug>`, `virtual:content/video-category/<id>`. */
export const itemModules = {
  term: (m: Manifest, slug: string) => {
    const term = m.terms.find((t) => t.slug === slug);
    return term && exportJson("term", term);
  },
  "video-category": (m: Manifest, id: string) => {
    const category = m.videoCategories.find((c) => c.id === id);
    return category && exportJson("category", category);
  },
} satisfies Record<string, (manifest: Manifest, key: string) => string | undefined>;

export type VirtualModuleName = keyof typeof virtualModules;
export type ItemModuleName = keyof typeof itemModules;
export const virtualPrefix = "virtual:content/";

/** The code of a virtual module by its name after the prefix, or undefined for names that do not exist. */
export function virtualModuleCode(name: string, manifest: Manifest, root: string): string | undefined {
  if (name in virtualModules) return virtualModules[name as VirtualModuleName](manifest, root);
  const slash = name.indexOf("/");
  const kind = name.slice(0, slash);
  if (slash > 0 && kind in itemModules) return itemModules[kind as ItemModuleName](manifest, name.slice(slash + 1));
  return undefined;
}

function registry(name: string, keys: string[], kind: ItemModuleName): string {
  const entries = keys.map(
    (key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`${virtualPrefix}${kind}/${key}`)}),`,
  );
  return `export const ${name} = {\n${entries.join("\n")}\n};\n`;
}

// JSON.parse of a string literal is faster for engines to load than the equivalent object literal.
function exportJson(name: string, value: unknown): string {
  return `export const ${name} = /*#__PURE__*/ JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
}

/** Every MDX body by key, loaded on demand so each lesson or page body is its own chunk. */
function mdxRegistry(manifest: Manifest, root: string): string {
  const keys = new Set<string>();
  for (const page of [...Object.values(manifest.pages), ...manifest.servicePages, ...manifest.standardPages])
    if (page.body) keys.add(page.body);
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
