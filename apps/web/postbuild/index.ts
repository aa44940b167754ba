import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ContentError, loadContent, termSharePath } from "@site/content";
import { nginxHeaders, staticHostHeaders } from "./headers";
import { hydrateAfterFirstPaint, moveInlineScriptsToFile } from "./react-router-output";
import { writeSearchIndex } from "./search-index";
import { termSharePage } from "./share-pages";
import { robots, sitemap } from "./sitemap";

/**
 * Finishes the prerendered site: the 404 page, a share page per term, sitemap and robots, each
 * page's JavaScript held back until its first paint and moved into a file (pages carry no inline
 * script), the site search's index, and the headers files for nginx and static hosts.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(appRoot, process.env.BUILD_DIR ?? "build");
const client = path.join(buildDir, "client");
const result = loadContent();
if (!result.manifest) throw new ContentError(result.issues);
const manifest = result.manifest;
const { site } = manifest;

const write = (relative: string, text: string) => {
  const file = path.join(client, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

// React Router writes the page for paths that were not prerendered as __spa-fallback.html.
const fallback = path.join(client, "__spa-fallback.html");
if (fs.existsSync(fallback)) fs.renameSync(fallback, path.join(client, "404.html"));

for (const term of manifest.terms) write(termSharePath(term.slug), termSharePage(manifest, term));
write("sitemap.xml", sitemap(manifest));
write("robots.txt", robots(manifest));

// Hashed names: a page and the script it loads change together, and old pages keep working.
const bootScriptFor = (code: string) =>
  `/assets/boot/${createHash("sha256").update(code).digest("base64url").slice(0, 16)}.js`;
let pages = 0;
for (const file of fs.readdirSync(client, { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".html")) continue;
  const full = path.join(client, file);
  const { html, boot } = moveInlineScriptsToFile(
    hydrateAfterFirstPaint(fs.readFileSync(full, "utf8")),
    file,
    bootScriptFor,
  );
  if (boot) write(boot.src, boot.code);
  fs.writeFileSync(full, html);
  pages++;
}

const search = await writeSearchIndex(client, manifest.routes);

write("_headers", staticHostHeaders(site));
fs.mkdirSync(path.join(buildDir, "deploy"), { recursive: true });
fs.writeFileSync(path.join(buildDir, "deploy/security-headers.conf"), nginxHeaders(site) + "\n");

console.log(
  `postbuild: ${pages} HTML files with their scripts in files, ${manifest.terms.length} share pages, sitemap of ${manifest.routes.length} pages, ` +
    `search index of ${search.pages} pages (${(search.bytes / 1024).toFixed(0)} KiB in ${search.files} files, ${Math.round(search.ms)} ms)`,
);
