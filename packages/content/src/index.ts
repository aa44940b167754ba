import path from "node:path";
import { entryPagesIn } from "./collection/define.ts";
import { sharedGraph } from "./graph/shared-graph.ts";
import { processMode, type ContentMode } from "./editorial/mode.ts";
import { defaultContentRoot } from "./site/content-root.ts";
import { site } from "./site/index.ts";
import { ContentGraph, type ContentSnapshot, type GraphOptions, type GraphResult } from "./site/content.ts";
import { collections, type Collection, type Entry } from "./site/registry.ts";

export { ContentGraph, type ContentSnapshot, type GraphOptions, type GraphResult } from "./site/content.ts";
export { recordPublishedAddresses, publishedAddressesFile } from "./editorial/published-addresses.ts";
export type { Redirect } from "./editorial/addresses.ts";
export { redirectFileOf } from "./editorial/build-output.ts";
export { ContentStore } from "./site/store.ts";
export { replaceFiles, writeFileAtomic } from "./source/atomic-write.ts";
export { collections, type Collection, type CollectionName, type Entry } from "./site/registry.ts";
export { ContentError, formatIssue, type ContentIssue, type Severity } from "./issues.ts";
export type { Rich, RichText, RichNode, RichElement, RichAttributes } from "./rich/rich-text.ts";
export { mdxComponentNames, type MdxComponentName } from "./source/mdx-rules.ts";
export type { SiteConfig } from "./site/collections/site/schema.ts";
export { pageKeys, isPageKey, type PageKey } from "./site/collections/pages/schema.ts";
export type { Page, StandardPage } from "./site/collections/pages/index.ts";
export { parseEmbed, defaultAspect, type VideoEmbed } from "./site/collections/videos/embed.ts";
export * from "./runtime.ts";
export { defaultContentRoot, siteContentRoot } from "./site/content-root.ts";

/** This site's content graph of a folder, shared by everything in the process (see sharedGraph); a build publishes. */
export function contentGraph(root = defaultContentRoot(), mode: ContentMode = processMode()): ContentGraph {
  return sharedGraph(site, root, mode) as ContentGraph;
}

/** Loads and checks a content folder from scratch (the content check, tests). */
export function loadContent(root = defaultContentRoot(), options: GraphOptions = {}): GraphResult {
  return new ContentGraph(path.resolve(root), options).run();
}

// Names for entries the app passes around; each is its collection's entry type, derived from its schema.
export type Term = Entry<"dictionary">;
export type Maxim = Entry<"maxims">;
export type DocumentCategory = Entry<"documents">;
export type Document = DocumentCategory["documents"][number];
export type Process = Entry<"processes">;
export type Step = Entry<"steps">;
export type VideoCategory = Entry<"videos">;
export type Video = VideoCategory["videos"][number];
export type SearchSettings = Entry<"search">;
export type { Action } from "./schema/index.ts";

/** A collection whose entries have pages of their own. */
export type CollectionWithPages = Extract<Collection, { page: object }>["name"];

/**
 * The entry pages the site has now, by collection: a collection's page route is only in the route
 * table while some entry uses it (React Router will not build a route with data that no page prerenders).
 */
export function servedEntryPages(snapshot: ContentSnapshot | undefined) {
  return entryPagesIn(collections, snapshot?.collections).map(({ collection, path }) => ({
    collection: collection as CollectionWithPages,
    path,
  }));
}
