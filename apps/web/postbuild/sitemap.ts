import type { Manifest } from "@site/content";
import { escapeHtml } from "./html";

/**
 * Every prerendered page, as absolute addresses on the configured base URL; none without one (a
 * sitemap may only list absolute addresses).
 */
export function sitemap(manifest: Manifest): string | null {
  const { baseUrl } = manifest.site;
  if (!baseUrl) return null;
  const urls = manifest.routes.map((route) => `  <url><loc>${escapeHtml(baseUrl + route)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robots(manifest: Manifest): string {
  const { baseUrl } = manifest.site;
  return `User-agent: *\nAllow: /\n${baseUrl ? `\nSitemap: ${baseUrl}/sitemap.xml\n` : ""}`;
}
