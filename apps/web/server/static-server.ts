import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { SiteConfig } from "@site/content";
import sirv from "sirv";
import { cacheControl, securityHeaders } from "../postbuild/headers";

/**
 * Serves the prerendered site as a static host should: `/about` and `/about/` get about/index.html,
 * unknown paths (and malformed addresses) get the 404 page with status 404, hashed assets are cached
 * for a year, and every response carries the site's security headers.
 */
export function createSiteServer(root: string, site: SiteConfig): http.Server {
  const notFoundPage = fs.readFileSync(path.join(root, "404.html"));
  const headers = securityHeaders(site);
  const files = sirv(root, {
    etag: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControl(pathname));
    },
  });
  const notFound = (res: http.ServerResponse) => {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl("/404.html") });
    res.end(notFoundPage);
  };
  return http.createServer((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    try {
      decodeURIComponent(pathname);
    } catch {
      return notFound(res);
    }
    files(req, res, () => notFound(res));
  });
}
