import { siteOutput, type SiteConfig } from "@site/content";
import { escapeHtml } from "./html";

/**
 * Every prerendered page, as absolute addresses on the configured base URL; none without one (a
 * sitemap may only list absolute addresses).
 */
export function sitemap(site: SiteConfig, routes: readonly string[]): string | null {
  const { baseUrl } = site;
  if (!baseUrl) return null;
  const urls = routes.map((route) => `  <url><loc>${escapeHtml(baseUrl + route)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robots(site: SiteConfig): string {
  const { baseUrl } = site;
  return `User-agent: *\nAllow: /\n${baseUrl ? `\nSitemap: ${baseUrl}/${siteOutput.sitemap}\n` : ""}`;
}
