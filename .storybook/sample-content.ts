import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatIssue, loadContent, siteContentRoot } from "@site/content";
import { generateSyntheticContent } from "@site/content/synthetic";
import type { ContentStore } from "@site/content/store";
import type { Plugin } from "vite";

type StoreSnapshot = ContentStore["snapshot"];

/** The module the site's route loaders read their content from; the screens' stories read it too. */
const storeId = "virtual:content/store";
/** The first of the two stores it switches between (see content-source.ts); the other is the site's. */
const sampleStoreId = "virtual:content/sample-store";
const switchModule = join(import.meta.dirname, "content-source.ts");

/**
 * Serves the stories their content. `virtual:content/store` is the store of content-source.ts,
 * which reads the content package's sample content (the synthetic content every collection writes,
 * with a fixed seed) unless the toolbar's Content switch asks for the site's own `content/`: the
 * Screens show real structure and lengths, and their baselines change when the kit or the
 * collections change, never when an author edits a page. Both are checked by the content package as
 * the site's build checks them; invalid content stops Storybook (or the switch) with the issues.
 */
export function sampleContent({ scale = 1, seed = 42 } = {}): Plugin {
  const code = new Map<string, string>();
  return {
    name: "storybook-sample-content",
    enforce: "pre",
    resolveId: {
      filter: { id: /^virtual:content\/(store|sample-store|site-store)$/ },
      handler: (id) => (id === storeId ? switchModule : `\0${id}`),
    },
    load: {
      filter: { id: /^\0virtual:content\/(sample|site)-store$/ },
      handler(id) {
        const name = id.slice(1);
        if (!code.has(name)) {
          code.set(name, name === sampleStoreId ? sampleStoreModule(scale, seed) : siteStoreModule());
        }
        return code.get(name);
      },
    },
  };
}

const sampleStoreModule = (scale: number, seed: number) => storeModuleOf(sampleSnapshot(scale, seed));
const siteStoreModule = () => storeModuleOf(snapshotOf(siteContentRoot, "The site's content/"));

/** The content package's sample content, as the stories see it. */
export function sampleSnapshot(scale = 1, seed = 42): StoreSnapshot {
  const dir = mkdtempSync(join(tmpdir(), "storybook-sample-content-"));
  try {
    // A fixed review day, so the "Last reviewed" lines in the baselines do not change with the calendar.
    generateSyntheticContent(dir, { scale, seed, reviewed: "2026-06-15" });
    return snapshotOf(dir, "The content package's sample content");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a store holds of the content in `dir`, once the content package has checked it. */
export function snapshotOf(dir: string, what: string): StoreSnapshot {
  const { snapshot, issues } = loadContent(dir);
  if (!snapshot) {
    throw new Error(`${what} is not valid:\n${issues.map((issue) => formatIssue(issue, dir)).join("\n")}`);
  }
  const { collections, routes, redirects, drafts } = snapshot;
  return { collections, routes, redirects, drafts };
}

/** A module whose default export is the store over the snapshot. */
const storeModuleOf = (snapshot: StoreSnapshot) =>
  [
    `import { ContentStore } from "@site/content/store";`,
    `export default new ContentStore(${JSON.stringify(snapshot)});`,
  ].join("\n");
