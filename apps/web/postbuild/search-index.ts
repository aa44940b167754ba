import fs from "node:fs";
import path from "node:path";
import { siteOutput, type SearchSettings } from "@site/content";
import { close, createIndex } from "pagefind";
import { neverIndexed } from "../app/search/indexing";
import { lexiconPath } from "../app/search/lexicon";
import { searchLexicon } from "./search-lexicon";
import { WriteOnce } from "./write-once";

/** Files of Pagefind's bundle the site does not use: its ready-made search interfaces. */
const unusedBundleFile = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

export type SearchIndexFigures = Awaited<ReturnType<typeof writeSearchIndex>>;

/** The prerendered file of a route: `/` is index.html, `/faq` is faq/index.html. */
const htmlFileOf = (route: string) => path.join(route.replace(/^\/+|\/+$/g, ""), "index.html");

/**
 * Builds the site search's index (Pagefind) from the prerendered pages into `client/pagefind/`, and
 * beside it the lexicon the search corrects and expands queries with (`lexicon.json`: the index's
 * words and content/search.yaml). Exactly the pages of the sitemap are indexed, so the 404 page,
 * share pages, redirects and the search page itself never come up as results. What each page
 * contributes (its main content, its section, the places inside it that are results of their own)
 * is marked up in the pages themselves: see app/search/indexing.ts.
 */
export async function writeSearchIndex(
  client: string,
  routes: readonly string[],
  settings: SearchSettings,
  outDir = path.join(client, siteOutput.searchIndex),
) {
  const start = performance.now();
  try {
    const { index, errors } = await createIndex({ excludeSelectors: neverIndexed });
    if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join("; ")}`);
    for (const route of routes) {
      const file = path.join(client, htmlFileOf(route));
      const html = fs.readFileSync(file, "utf8");
      // Without the mark Pagefind would index the header, menu and footer of the page as well.
      if (!html.includes("data-pagefind-body")) {
        throw new Error(`search index: ${route} (${file}) has no element marked data-pagefind-body`);
      }
      const added = await index.addHTMLFile({ url: route, content: html });
      if (added.errors.length > 0) throw new Error(`search index: ${route}: ${added.errors.join("; ")}`);
    }
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length > 0) throw new Error(`search index: ${fileErrors.join("; ")}`);
    // Into a folder nothing else wrote to: the check keeps pages and redirects out of it.
    const write = new WriteOnce(outDir);
    let written = 0;
    let bytes = 0;
    for (const { path: name, content } of files) {
      if (unusedBundleFile.test(name)) continue;
      write.create(name, content);
      written++;
      bytes += content.byteLength;
    }
    const lexicon = searchLexicon(files, settings);
    const lexiconText = JSON.stringify(lexicon);
    write.create(path.basename(lexiconPath), lexiconText);
    return {
      pages: routes.length,
      // Distinct words in the lexicon written beside the index.
      words: Object.keys(lexicon.words).length,
      files: written + 1,
      bytes: bytes + Buffer.byteLength(lexiconText),
      ms: performance.now() - start,
    };
  } finally {
    // Pagefind runs as a separate process; the build would not end while it lives.
    await close();
  }
}
