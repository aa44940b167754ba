import path from "node:path";
import type { ContentSite } from "../collection/content-site.ts";
import type { ContentMode } from "../editorial/mode.ts";
import { ContentGraph } from "./content-graph.ts";

const shared = Symbol.for("@site/content/graphs");

/**
 * The content graph of a folder, one per process and mode: the Vite plugin, React Router's config
 * and the build's last steps may each load this package (through different module loaders), and
 * still read and validate each file once.
 */
export function sharedGraph(site: ContentSite, root: string, mode: ContentMode): ContentGraph {
  const graphs = ((globalThis as Record<symbol, Map<string, ContentGraph>>)[shared] ??= new Map());
  const resolved = path.resolve(root);
  const key = `${mode}:${resolved}`;
  if (!graphs.has(key)) graphs.set(key, new ContentGraph(resolved, { ...site, mode }));
  return graphs.get(key)!;
}
