import type { Config } from "@react-router/dev/config";
import { ContentError, loadContent, redirectRoutes } from "@site/content";
import { searchPagePath } from "./app/search/search-page-path";

export default {
  // Every page is prerendered to static HTML at build time; there is no server runtime.
  ssr: false,
  // BUILD_DIR lets tests and benchmarks build other content (CONTENT_DIR) beside the real site.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    const result = loadContent();
    if (!result.manifest) throw new ContentError(result.issues);
    return [
      ...result.manifest.routes,
      // The search page is the site's own, not content: prerendered, but not in the sitemap or the index.
      searchPagePath,
      ...redirectRoutes(result.manifest).map((redirect) => redirect.from),
    ];
  },
} satisfies Config;
