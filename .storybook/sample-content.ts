import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatIssue, loadContent } from "@site/content";
import { generateSyntheticContent } from "@site/content/synthetic";
import type { Plugin } from "vite";

/** The module the site's route loaders read their content from; the screens' stories read it too. */
const storeId = "virtual:content/store";

/**
 * Serves `virtual:content/store` to the stories, over the content package's own sample content (the
 * synthetic content every collection writes, with a fixed seed) rather than the site's: the Screens
 * show real structure and lengths, and their baselines change when the kit or the collections change,
 * never when an author edits a page. The content is written to a temporary folder and checked by the
 * content package as the site's would be; invalid sample content stops Storybook with the issues.
 */
export function sampleContent({ scale = 1, seed = 42 } = {}): Plugin {
  let code: string | undefined;
  return {
    name: "storybook-sample-content",
    enforce: "pre",
    resolveId: {
      filter: { id: /^virtual:content\/store$/ },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:content\/store$/ },
      handler: (id) => (id === `\0${storeId}` ? (code ??= storeModule(scale, seed)) : undefined),
    },
  };
}

function storeModule(scale: number, seed: number): string {
  const dir = mkdtempSync(join(tmpdir(), "storybook-sample-content-"));
  try {
    // A fixed review day, so the "Last reviewed" lines in the baselines do not change with the calendar.
    generateSyntheticContent(dir, { scale, seed, reviewed: "2026-06-15" });
    const { snapshot, issues } = loadContent(dir);
    if (!snapshot) {
      throw new Error(
        `The content package's sample content is not valid:\n${issues.map((issue) => formatIssue(issue, dir)).join("\n")}`,
      );
    }
    const { collections, routes, redirects, drafts } = snapshot;
    return [
      `import { ContentStore } from "@site/content/store";`,
      `export default new ContentStore(${JSON.stringify({ collections, routes, redirects, drafts })});`,
    ].join("\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
