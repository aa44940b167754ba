import fs from "node:fs";
import path from "node:path";

export interface ShotRoute {
  path: string;
  /** Served with status 404: an address with no page, shown by the not-found screens. */
  notFound: boolean;
}

/** An address no collection or page will ever have. */
const missingSlug = "no-such-page";

const isRedirect = (html: string) => /<meta[^>]+http-equiv=["']?refresh/i.test(html);

/**
 * Every page the build prerendered (each `index.html`, except redirect and share pages), in the
 * sitemap's order, then one missing address per folder of pages (an unknown term, process,
 * video category ... each has its own not-found screen) and one at the top level.
 */
export function discoverRoutes(client: string): ShotRoute[] {
  const pages: string[] = [];
  for (const file of fs.readdirSync(client, { recursive: true, encoding: "utf8" })) {
    if (path.basename(file) !== "index.html" || file.startsWith(`share${path.sep}`)) continue;
    if (isRedirect(fs.readFileSync(path.join(client, file), "utf8"))) continue;
    const dir = path.dirname(file);
    pages.push(dir === "." ? "/" : `/${dir.split(path.sep).join("/")}`);
  }
  if (pages.length === 0) throw new Error(`No prerendered pages in ${client}: is that a build of the site?`);

  const order = sitemapOrder(client);
  const rank = (route: string) => order.get(route) ?? order.size;
  pages.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

  const folders = new Map<string, number>();
  for (const page of pages) {
    const parent = page.slice(0, page.lastIndexOf("/"));
    if (parent) folders.set(parent, (folders.get(parent) ?? 0) + 1);
  }
  const missing = ["", ...[...folders].filter(([, count]) => count > 1).map(([folder]) => folder)].map(
    (folder) => `${folder}/${missingSlug}`,
  );
  return [
    ...pages.map((route) => ({ path: route, notFound: false })),
    ...missing.map((route) => ({ path: route, notFound: true })),
  ];
}

function sitemapOrder(client: string): Map<string, number> {
  const file = path.join(client, "sitemap.xml");
  if (!fs.existsSync(file)) return new Map();
  const locs = [...fs.readFileSync(file, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)];
  return new Map(locs.map((match, index) => [new URL(match[1]!).pathname, index]));
}
