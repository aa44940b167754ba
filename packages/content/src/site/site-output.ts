/**
 * What this site's build writes besides its pages: the one declaration the build's steps take their
 * file names from (apps/web/postbuild), and the check reads to keep a page or a former address from
 * taking their place. A step that writes something new declares it here.
 */
export const siteOutput = {
  /** The site's not-found page; each section with entry pages has one of its own (`/dictionary/404.html`). */
  notFoundPage: "404.html",
  sitemap: "sitemap.xml",
  robots: "robots.txt",
  /** The static hosts' headers and redirect rules (Netlify, Cloudflare Pages). */
  staticHostHeaders: "_headers",
  staticHostRedirects: "_redirects",
  /** Vite's hashed scripts and styles (its default `build.assetsDir`), and the pages' boot scripts. */
  assets: "assets",
  /** The site search's index (Pagefind) and lexicon. */
  searchIndex: "pagefind",
  /** The deployed editor, when site.yaml names the repository it edits (`editor`). */
  admin: "admin",
  /** The site search's page: the app's own, not content. */
  searchPage: "/search",
  /** The brotli and gzip copies written beside each text file. */
  compressed: { br: ".br", gzip: ".gz" },
} as const;

/** The files React Router prerenders a page to: its HTML and its data (`/` has `/_root.data`). */
export function pageFiles(route: string): [html: string, data: string] {
  return route === "/" ? ["/index.html", "/_root.data"] : [`${route}/index.html`, `${route}.data`];
}

/** The not-found page of each section whose entries have pages (`/dictionary/:id` → `/dictionary/404.html`). */
export function sectionNotFoundPages(entryPagePaths: readonly string[]): string[] {
  return entryPagePaths.flatMap((path) => {
    const section = /^(\/[^/:]+)\/:id$/.exec(path)?.[1];
    return section ? [`${section}/${siteOutput.notFoundPage}`] : [];
  });
}
