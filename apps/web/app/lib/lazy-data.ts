import { use } from "react";

type Entry = { status: "pending"; promise: Promise<unknown> } | { status: "done"; value: unknown };
const cache = new Map<string, Entry>();

/**
 * Loads a chunk of content (a term, a video category, an MDX body) once per visit. Pages read it
 * with `useLoaded`: while it loads on a client navigation the previous page stays on screen, and on
 * first load the prerendered HTML stays in place.
 */
export function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  const entry = cache.get(key);
  if (entry) return entry.status === "done" ? Promise.resolve(entry.value as T) : (entry.promise as Promise<T>);
  const promise = load().then(
    (value) => {
      cache.set(key, { status: "done", value });
      return value;
    },
    (error: unknown) => {
      cache.delete(key);
      throw error;
    },
  );
  cache.set(key, { status: "pending", promise });
  return promise;
}

export function useLoaded<T>(key: string, load: () => Promise<T>): T {
  const entry = cache.get(key);
  return entry?.status === "done" ? (entry.value as T) : use(loadOnce(key, load));
}
