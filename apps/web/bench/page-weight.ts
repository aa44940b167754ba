import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Request } from "./lighthouse-run";

export interface PageWeight {
  jsGzip: number;
  cssGzip: number;
  htmlBytes: number;
  htmlGzip: number;
  /** The page as nginx sends it: its brotli copy from the build. */
  htmlBrotli: number;
  /** Its boot module (React Router's context and bootstrap, moved out of the page), brotli. */
  bootBrotli: number;
}

/**
 * Weighs what a page really downloaded on first load (the scripts and styles the browser fetched,
 * lazy chunks included), using the built files gzipped as the web server sends them.
 */
export function weighPage(client: string, origin: string, requests: readonly Request[]): PageWeight {
  const weight: PageWeight = { jsGzip: 0, cssGzip: 0, htmlBytes: 0, htmlGzip: 0, htmlBrotli: 0, bootBrotli: 0 };
  for (const { url, resourceType } of requests) {
    const address = new URL(url);
    if (address.origin !== origin) continue;
    const file = builtFile(client, decodeURIComponent(address.pathname));
    if (!file) continue;
    const bytes = fs.readFileSync(file);
    const gzip = gzipSync(bytes, { level: 6 }).length;
    const brotli = fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : bytes.length;
    if (resourceType === "Script") {
      weight.jsGzip += gzip;
      if (address.pathname.startsWith("/assets/boot/")) weight.bootBrotli += brotli;
    } else if (resourceType === "Stylesheet") weight.cssGzip += gzip;
    else if (resourceType === "Document") {
      weight.htmlBytes += bytes.length;
      weight.htmlGzip += gzip;
      weight.htmlBrotli += brotli;
    }
  }
  return weight;
}

function builtFile(client: string, pathname: string): string | undefined {
  const direct = path.join(client, pathname);
  for (const candidate of [direct, path.join(direct, "index.html"), `${direct}.html`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}
