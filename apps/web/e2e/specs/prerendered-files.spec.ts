import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { buildDirs } from "../servers";

/**
 * The built files themselves, as a crawler or a link preview gets them without running JavaScript:
 * each page has its own title, description, canonical address, robots tag and heading, and the
 * sitemap lists exactly the pages that were prerendered. Reads files only: the desktop project runs it.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const client = path.join(appRoot, buildDirs.site, "client");

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function head(html: string) {
  const pick = (pattern: RegExp) => {
    const match = pattern.exec(html);
    return match ? decode(match[1]!) : undefined;
  };
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    robots: pick(/<meta name="robots" content="([^"]*)"/),
    ogTitle: pick(/<meta property="og:title" content="([^"]*)"/),
    ogImage: pick(/<meta property="og:image" content="([^"]*)"/),
    twitterCard: pick(/<meta name="twitter:card" content="([^"]*)"/),
    h1: pick(/<h1[^>]*>([\s\S]*?)<\/h1>/)
      ?.replace(/<[^>]+>/g, "")
      .trim(),
  };
}

/**
 * Every page file except the 404 page, the share pages, the `/diy/{id}` redirect pages and the
 * search page (a page of results is not for search engines: see the test of its own below).
 */
function prerenderedRoutes(): Map<string, string> {
  const routes = new Map<string, string>();
  for (const file of fs.readdirSync(client, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith("index.html")) continue;
    const route = `/${path.dirname(file)}`.replace(/\/\.$/, "/").replace(/\\/g, "/");
    if (route.startsWith("/share/") || route.startsWith("/diy/") || route === "/search") continue;
    routes.set(route === "/." ? "/" : route, fs.readFileSync(path.join(client, file), "utf8"));
  }
  return routes;
}

test("the sitemap lists exactly the prerendered pages", () => {
  const sitemap = fs.readFileSync(path.join(client, "sitemap.xml"), "utf8");
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).sort();
  expect(listed.length).toBeGreaterThan(100);
  expect([...prerenderedRoutes().keys()].sort()).toEqual(listed);
});

test("every prerendered page has its own title, description, canonical address, robots tag, preview image and heading", () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const problems: string[] = [];
  const base = new URL(/<loc>([^<]+)<\/loc>/.exec(fs.readFileSync(path.join(client, "sitemap.xml"), "utf8"))![1]!)
    .origin;

  for (const [route, html] of prerenderedRoutes()) {
    const tags = head(html);
    if (!tags.title?.endsWith(" | Cornerstone Law Trust")) problems.push(`${route}: title ${tags.title}`);
    if (!tags.description || tags.description.length < 20) problems.push(`${route}: description ${tags.description}`);
    if (tags.canonical !== `${base}${route === "/" ? "/" : route}`)
      problems.push(`${route}: canonical ${tags.canonical}`);
    if (tags.robots !== "index, follow") problems.push(`${route}: robots ${tags.robots}`);
    if (!tags.ogTitle || tags.twitterCard === undefined) problems.push(`${route}: Open Graph/Twitter tags missing`);
    if (!tags.h1) problems.push(`${route}: no h1 in the HTML`);
    // Link previews show only raster images, and only ones that exist.
    const image = tags.ogImage?.startsWith(base) ? path.join(client, tags.ogImage.slice(base.length)) : undefined;
    if (!image || !/\.(png|jpe?g|webp|gif)$/.test(image) || !fs.existsSync(image))
      problems.push(`${route}: og:image ${tags.ogImage}`);
    if (tags.title) {
      if (titles.has(tags.title)) problems.push(`${route}: same title as ${titles.get(tags.title)}`);
      titles.set(tags.title, route);
    }
    if (tags.description) {
      if (descriptions.has(tags.description))
        problems.push(`${route}: same description as ${descriptions.get(tags.description)}`);
      descriptions.set(tags.description, route);
    }
  }
  expect(problems).toEqual([]);
});

test("the 404 page is prerendered with its title and heading", () => {
  const html = fs.readFileSync(path.join(client, "404.html"), "utf8");
  expect(head(html).title).toBe("Page Not Found | Cornerstone Law Trust");
  expect(head(html).h1).toBe("Oops! Page not found");
});

test("each section's not-found page is prerendered as its own file, kept out of search engines, with a rule for static hosts", () => {
  const redirects = fs.readFileSync(path.join(client, "_redirects"), "utf8");
  const sections = fs.readdirSync(client).filter((folder) => fs.existsSync(path.join(client, folder, "404.html")));
  expect(sections.length).toBeGreaterThan(0);
  for (const section of sections) {
    const tags = head(fs.readFileSync(path.join(client, section, "404.html"), "utf8"));
    expect(tags.title, section).toMatch(/ \| Cornerstone Law Trust$/);
    expect(tags.robots, section).toBe("noindex, follow");
    expect(tags.h1, section).toMatch(/Not Found|not found/);
    expect(fs.existsSync(path.join(client, section, "404.html.data")), section).toBe(false);
    expect(redirects).toContain(`/${section}/:id  /${section}/404.html  404\n`);
  }
});

test("the search page is prerendered, and kept out of search engines and the sitemap", () => {
  const tags = head(fs.readFileSync(path.join(client, "search/index.html"), "utf8"));
  expect(tags.title).toBe("Search | Cornerstone Law Trust");
  expect(tags.h1).toBe("Search");
  expect(tags.robots).toBe("noindex, follow");
  expect(fs.readFileSync(path.join(client, "sitemap.xml"), "utf8")).not.toContain("/search<");
});

test("every page of the sitemap is linked from another page: a visitor can reach it by clicking", () => {
  const pages = prerenderedRoutes();
  const linkedFrom = new Map<string, Set<string>>([...pages.keys()].map((route) => [route, new Set()]));
  for (const [route, html] of pages) {
    for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      // As the page is served: at its path without a trailing slash.
      const target = new URL(decode(match[1]!), `http://site${route}`);
      if (target.host !== "site") continue;
      const linked = target.pathname.length > 1 ? target.pathname.replace(/\/+$/, "") : target.pathname;
      if (linked !== route) linkedFrom.get(linked)?.add(route);
    }
  }
  const orphans = [...linkedFrom].filter(([, from]) => from.size === 0).map(([route]) => route);
  expect(orphans, `pages no other page links to: ${orphans.join(", ")}`).toEqual([]);
});
