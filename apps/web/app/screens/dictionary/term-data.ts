import type { Term } from "@site/content";
import { termLoaders } from "virtual:content/terms";
import { loadOnce, useLoaded } from "../../lib/lazy-data";

/** One term's content, its own small chunk: a term page never loads the whole dictionary. */
export function useTerm(slug: string): Term {
  return useLoaded(`term:${slug}`, termLoaders[slug]!).term;
}

export function preloadTerm(slug: string): Promise<unknown> {
  return loadOnce(`term:${slug}`, termLoaders[slug]!);
}
