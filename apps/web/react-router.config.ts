import path from "node:path";
import type { Config } from "@react-router/dev/config";
import {
  ContentError,
  contentGraph,
  publishedAddressesFile,
  recordPublishedAddresses,
  servedEntryPages,
  siteContentRoot,
} from "@site/content";
import { sectionNotFoundPages } from "@site/content/runtime";
import { searchPagePath } from "./app/search/search-page-path";

/** The validated content; the same graph the Vite plugin holds, so nothing is loaded twice in a build. */
function content() {
  const result = contentGraph().run();
  if (!result.snapshot) throw new ContentError(result.issues);
  return result.snapshot;
}

/** A file as an author names it: from the project's top folder (where they run pnpm), or in full outside it. */
function fromProjectRoot(file: string): string {
  const relative = path.relative(path.dirname(siteContentRoot), file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative;
}

export default {
  // Every page is prerendered to static HTML at build time; there is no server runtime.
  ssr: false,
  // React Router v8's behaviour now, so an upgrade changes nothing and the build prints no warnings.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // BUILD_DIR lets tests and benchmarks build other content (CONTENT_DIR) beside the real site.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    const snapshot = content();
    return [
      ...snapshot.routes,
      // The search page is the site's own, not content: prerendered, but not in the sitemap or the index.
      searchPagePath,
      // What servers send for an unknown entry of a section (postbuild makes each the file its address names).
      ...sectionNotFoundPages(servedEntryPages(snapshot).map((page) => page.path)),
    ];
  },
  // In the same process as the build, so the content is not loaded again.
  async buildEnd({ reactRouterConfig }) {
    const { finishBuild } = await import("./postbuild/index");
    const snapshot = content();
    await finishBuild(reactRouterConfig.buildDirectory, snapshot);
    // The record of every address ever published grows with the site; the author commits it.
    const graph = contentGraph();
    const added = recordPublishedAddresses(graph.root, snapshot.addresses);
    if (added > 0) {
      console.log(
        `${added} new address${added === 1 ? "" : "es"} recorded in ${fromProjectRoot(path.join(graph.root, publishedAddressesFile))}: commit it with your change`,
      );
    }
  },
} satisfies Config;
