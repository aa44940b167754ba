import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadDictionary, type Term } from "../collections/dictionary/load.ts";
import { loadDocuments, type DocumentCategory } from "../collections/documents/load.ts";
import { loadFaq, type FaqItem } from "../collections/faq/load.ts";
import { loadMaxims } from "../collections/maxims/load.ts";
import type { Maxim } from "../collections/maxims/schema.ts";
import { loadPages, type Pages, type ServicePage, type StandardPage } from "../collections/pages/load.ts";
import { loadProcesses, type Process } from "../collections/processes/load.ts";
import { loadSite } from "../collections/site/load.ts";
import type { SiteConfig } from "../collections/site/schema.ts";
import { loadVideos, type VideoCategory } from "../collections/videos/load.ts";
import { IssueList, type ContentIssue } from "../issues.ts";
import { LoadContext } from "./context.ts";
import { checkLinks } from "./links.ts";
import { siteRoutes } from "./routes.ts";

/** Everything the site is built from, validated and cross-checked. */
export interface Manifest {
  site: SiteConfig;
  pages: Pages;
  servicePages: ServicePage[];
  standardPages: StandardPage[];
  processes: Process[];
  videoCategories: VideoCategory[];
  documents: DocumentCategory[];
  maxims: Maxim[];
  terms: Term[];
  faq: FaqItem[];
  /** Every path the site serves a page at. */
  routes: string[];
}

export interface LoadResult {
  /** Present only when there are no errors: nothing half-built ever leaves the loader. */
  manifest?: Manifest;
  issues: ContentIssue[];
  root: string;
}

/** The repository's content folder, or CONTENT_DIR when set (synthetic content for benchmarks and tests). */
export function defaultContentRoot(): string {
  if (process.env.CONTENT_DIR) return path.resolve(process.env.CONTENT_DIR);
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../content");
}

export function loadContent(root = defaultContentRoot()): LoadResult {
  const issues = new IssueList();
  if (!fs.existsSync(root)) {
    issues.error(root, "content folder not found (set CONTENT_DIR or create content/)");
    return { issues: issues.items, root };
  }
  const ctx = new LoadContext(root, issues);
  const site = loadSite(ctx);
  // Everything below reads site values; without a valid site.yaml the rest would only add noise.
  if (!site) return { issues: issues.items, root };

  const parts = {
    site,
    ...(loadPages(ctx, site) ?? {}),
    processes: loadProcesses(ctx, site),
    videoCategories: loadVideos(ctx, site),
    documents: loadDocuments(ctx),
    maxims: loadMaxims(ctx),
    terms: loadDictionary(ctx),
    faq: loadFaq(ctx),
  };
  if (!isComplete(parts)) return { issues: issues.items, root };
  const routes = siteRoutes(parts);
  checkLinks(ctx, new Set(routes), issues);
  if (issues.errors.length > 0) return { issues: issues.items, root };
  return { manifest: { ...parts, routes }, issues: issues.items, root };
}

function isComplete(parts: Partial<Record<keyof Manifest, unknown>>): parts is Omit<Manifest, "routes"> {
  return [
    "pages",
    "servicePages",
    "standardPages",
    "processes",
    "videoCategories",
    "documents",
    "maxims",
    "terms",
    "faq",
  ].every((key) => parts[key as keyof Manifest] !== undefined);
}
