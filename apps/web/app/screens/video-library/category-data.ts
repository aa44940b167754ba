import type { VideoCategory } from "@site/content";
import { categoryLoaders } from "virtual:content/video-categories";
import { loadOnce, useLoaded } from "../../lib/lazy-data";

export function hasCategory(id: string): boolean {
  return Object.hasOwn(categoryLoaders, id);
}

/** One category with its videos, its own chunk: the library page and other categories stay small. */
export function useCategory(id: string): VideoCategory {
  return useLoaded(`video-category:${id}`, categoryLoaders[id]!).category;
}

export function preloadCategory(id: string): Promise<unknown> {
  return loadOnce(`video-category:${id}`, categoryLoaders[id]!);
}
