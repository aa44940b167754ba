import type { Manifest } from "./build.ts";
import { pageKeys } from "../collections/pages/schema.ts";
import { legacyProcessPath, pagePath, processHref, termHref, videoCategoryHref } from "../paths.ts";

/** Every page the site has, in a stable order: the route table, then one per process, category and term. */
export function siteRoutes(manifest: Omit<Manifest, "routes">): string[] {
  return [
    ...pageKeys.map(pagePath),
    ...manifest.servicePages.map((page) => page.path),
    ...manifest.standardPages.map((page) => page.path),
    ...manifest.processes.map((process) => processHref(process.id)),
    ...manifest.videoCategories.map((category) => videoCategoryHref(category.id)),
    ...manifest.terms.map((term) => termHref(term.slug)),
  ];
}

/** Paths that only redirect (they are written as redirect pages, not listed in the sitemap). */
export function redirectRoutes(manifest: Pick<Manifest, "processes">): { from: string; to: string }[] {
  return manifest.processes.map((process) => ({ from: legacyProcessPath(process.id), to: processHref(process.id) }));
}
