import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ContentError, loadContent, termSharePath } from "@site/content";
import { pageScriptCsp } from "./csp";
import { nginxHeaders, staticHostHeaders } from "./headers";
import { escapeHtml, inlineScripts, prependToHead } from "./html";
import { hydrateAfterFirstPaint } from "./hydrate-after-paint";
import { termSharePage } from "./share-pages";
import { robots, sitemap } from "./sitemap";

/**
 * Finishes the prerendered site: the 404 page, a share page per term, sitemap and robots, each
 * page's JavaScript held back until its first paint and its own script policy, and the headers
 * files for nginx and static hosts.
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

let pages = 0;
for (const file of fs.readdirSync(client, { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".html")) continue;
  const full = path.join(client, file);
  const html = hydrateAfterFirstPaint(fs.readFileSync(full, "utf8"));
  const policy = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(pageScriptCsp(site, inlineScripts(html)))}">`;
  fs.writeFileSync(full, prependToHead(html, policy));
  pages++;
}

write("_headers", staticHostHeaders(site));
fs.mkdirSync(path.join(buildDir, "deploy"), { recursive: true });
fs.writeFileSync(path.join(buildDir, "deploy/security-headers.conf"), nginxHeaders(site) + "\n");

console.log(
  `postbuild: ${pages} HTML files with their script policy, ${manifest.terms.length} share pages, sitemap of ${manifest.routes.length} pages`,
);
