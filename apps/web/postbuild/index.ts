import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { servedEntryPages, siteOutput, type ContentSnapshot } from "@site/content";
import { sectionNotFoundPages, termSharePath } from "@site/content/runtime";
import { publishedReleaseBeside } from "../publish/releases";
import { precompress } from "./compress";
import { rewritePrerenderedPage } from "./prerendered-page";
import { buildAdmin } from "../../editor/src/admin/build-admin";
import {
  folderHeaders,
  nginxFolderHeaders,
  nginxFolderHeadersFile,
  nginxHeaders,
  securityHeaders,
  staticHostHeaders,
} from "./headers";
import { placeholderAddressWarning } from "../app/lib/site-address";
import { placeNotFoundPages, staticHostNotFoundRules } from "./not-found-pages";
import { nginxRedirects, nginxRedirectsFile, redirectPage, redirectPageFile, staticHostRedirects } from "./redirects";
import { servedReleaseFile, type ServedRelease } from "./served-release";
import { writeSearchIndex } from "./search-index";
import { termSharePage } from "./share-pages";
import { robots, sitemap } from "./sitemap";
import { WriteOnce } from "./write-once";

/** Where a build says in one line what it made, in its deploy folder; `pnpm build` prints it once published. */
export const buildSummaryFile = "summary.txt";

/**
 * Finishes the prerendered site in `buildDir`: the 404 pages (the site's and each section's), a share
 * page per term, a page at each address that only redirects, sitemap and robots, each page's
 * JavaScript held back until its first paint and moved into a file (pages carry no inline script),
 * the site search's index, the headers and redirects files for nginx, static hosts and `pnpm start`
 * (with the static hosts' rules for the sections' 404 pages), and last a brotli and a gzip copy of
 * every text file for the servers to send as they are. React Router calls it at the end of its
 * build, with the content it was built from. It prints only what an author has to act on.
 */
export async function finishBuild(buildDir: string, content: ContentSnapshot): Promise<void> {
  const client = path.join(buildDir, "client");
  const site = content.collections.site[0]!;
  // Every step writes new files only: nothing an author names can replace a page or another step's file.
  const files = new WriteOnce(client);
  const write = (relative: string, text: string) => files.create(relative, text);

  // React Router writes the page for paths that were not prerendered as __spa-fallback.html.
  if (fs.existsSync(path.join(client, "__spa-fallback.html")))
    files.move("__spa-fallback.html", siteOutput.notFoundPage);
  // And each section's own, for its unknown entries.
  const sectionPages = sectionNotFoundPages(servedEntryPages(content).map((page) => page.path));
  placeNotFoundPages(client, sectionPages);

  const terms = content.collections.dictionary;
  for (const term of terms) write(termSharePath(term.id), termSharePage(site, term));
  for (const redirect of content.redirects) write(redirectPageFile(redirect.from), redirectPage(site, redirect));
  const siteMap = sitemap(site, content.routes);
  if (siteMap) write(siteOutput.sitemap, siteMap);
  write(siteOutput.robots, robots(site));

  // Hashed names: a page and the script it loads change together, and old pages keep working.
  const bootScriptFor = (code: string) =>
    `/${siteOutput.assets}/boot/${createHash("sha256").update(code).digest("base64url").slice(0, 16)}.js`;
  const bootScripts = new Set<string>();
  for (const file of fs.readdirSync(client, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const full = path.join(client, file);
    const { html, boot } = await rewritePrerenderedPage(fs.readFileSync(full, "utf8"), file, bootScriptFor);
    // Pages with the same script share its file, written once.
    if (boot && !bootScripts.has(boot.src)) write(boot.src, boot.code);
    if (boot) bootScripts.add(boot.src);
    files.rewrite(file, html);
  }

  const search = await writeSearchIndex(client, content.routes, content.collections.search[0]!);
  // The deployed editor, only when site.yaml names the repository it edits: a build of its own.
  if (site.editor) await buildAdmin(path.join(client, siteOutput.admin), site.editor);

  write(siteOutput.staticHostHeaders, staticHostHeaders(site));
  // Netlify applies the first rule that matches: a former address redirects before its section's 404 rule.
  write(siteOutput.staticHostRedirects, staticHostRedirects(content.redirects) + staticHostNotFoundRules(sectionPages));
  const deployFiles = new WriteOnce(path.join(buildDir, "deploy"));
  const deploy = (file: string, text: string) => deployFiles.create(file, text + "\n");
  deploy("security-headers.conf", nginxHeaders(site));
  deploy(nginxRedirectsFile, nginxRedirects(content.redirects));
  deploy(nginxFolderHeadersFile, nginxFolderHeaders(folderHeaders(site)));
  const served: ServedRelease = {
    headers: securityHeaders(site),
    folders: folderHeaders(site),
    redirects: content.redirects,
  };
  deploy(servedReleaseFile, JSON.stringify(served));

  // Last: it compresses the files as the steps above left them.
  const published = publishedReleaseBeside(buildDir);
  const compressed = await precompress(client, published && path.join(published, "client"));
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  deploy(
    buildSummaryFile,
    `${plural(content.routes.length, "page")}, ${plural(terms.length, "share page")}, ${plural(content.redirects.length, "redirect")}` +
      `, search index of ${plural(search.pages, "page")}, ${plural(compressed.files, "file")} compressed` +
      (siteMap ? "" : ", no sitemap (no production address)"),
  );
  const addressWarning = placeholderAddressWarning(site.baseUrl);
  // Last and in colour, so it is not lost in the build's output.
  if (addressWarning) console.warn(process.stderr.isTTY ? `\x1b[1;33m${addressWarning}\x1b[0m` : addressWarning);
}
