import fs from "node:fs";
import path from "node:path";

/**
 * React Router writes a prerendered page as `<address>/index.html`, with its data beside it: each
 * section's not-found page (app/lib/not-found-pages.ts) becomes the file its address names,
 * `dictionary/404.html`, where servers and static hosts look for it. Nothing navigates to it, so its
 * data goes.
 */
export function placeNotFoundPages(client: string, pages: readonly string[]): void {
  for (const page of pages) {
    const file = path.join(client, page);
    fs.renameSync(path.join(file, "index.html"), `${file}.tmp`);
    fs.rmSync(file, { recursive: true });
    fs.renameSync(`${file}.tmp`, file);
    fs.rmSync(`${file}.data`, { force: true });
  }
}

/**
 * Netlify's rules (in `_redirects`, after the redirects): an unknown entry of a section (one segment
 * below it) gets the section's not-found page, with status 404. Hosts that send the nearest
 * `404.html` up the path (Cloudflare Pages) need nothing more.
 */
export function staticHostNotFoundRules(pages: readonly string[]): string {
  return pages.map((page) => `${path.posix.dirname(page)}/:id  ${page}  404\n`).join("");
}
