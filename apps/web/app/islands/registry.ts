/**
 * Island values by content hash, on the server. React Router prerenders a page in two requests (its
 * data, then its HTML from that data), so a value put here by a loader is found again when the
 * page renders. Bounded: prerendering thousands of pages, or a long `pnpm dev`, keeps only recent ones.
 */
const values = new Map<string, unknown>();
const capacity = 2000;

export function rememberIsland(key: string, value: unknown): void {
  values.delete(key);
  values.set(key, value);
  if (values.size > capacity) values.delete(values.keys().next().value!);
}

export function islandValue(key: string): { value: unknown } | undefined {
  return values.has(key) ? { value: values.get(key) } : undefined;
}

/** What a loader returns in place of an island's value: the page ships this, not the content. */
export interface IslandRef<T> {
  island: string;
  /** The value itself, only in `pnpm dev` (see island.server.ts); otherwise it only carries the type. */
  value?: T;
}

export const isIslandRef = (value: unknown): value is IslandRef<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { island?: unknown }).island === "string";
