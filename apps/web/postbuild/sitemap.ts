import type { SiteConfig } from "@site/content";
import { escapeHtml } from "./html";

/** Every prerendered page, as absolute addresses on the configured base URL. */
export function sitemap(site: SiteConfig, routes: readonly string[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeHtml(site.baseUrl + route)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robots(site: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`;
}
