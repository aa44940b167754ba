import { use } from "react";

// `load` is remembered because in development a content edit replaces the loader (its module is
// re-run by hot reload) while this cache lives on: a new loader means the old value is stale.
type Entry = { load: () => Promise<unknown> } & (
  { status: "pending"; promise: Promise<unknown> } | { status: "done"; value: unknown }
);
const cache = new Map<string, Entry>();

/**
 * Loads a chunk of content (a term, a video category, an MDX body) once per visit. Pages read it
 * with `useLoaded`: while it loads on a client navigation the previous page stays on screen, and on
 * first load the prerendered HTML stays in place.
 */
export function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  const entry = cache.get(key);
  if (entry?.load === load)
    return entry.status === "done" ? Promise.resolve(entry.value as T) : (entry.promise as Promise<T>);
  const promise = load().then(
    (value) => {
      if (cache.get(key)?.load === load) cache.set(key, { load, status: "done", value });
      return value;
    },
    (error: unknown) => {
      if (cache.get(key)?.load === load) cache.delete(key);
      throw error;
    },
  );
  cache.set(key, { load, status: "pending", promise });
  return promise;
}

export function useLoaded<T>(key: string, load: () => Promise<T>): T {
  const entry = cache.get(key);
  return entry?.status === "done" && entry.load === load ? (entry.value as T) : use(loadOnce(key, load));
}
