import { createHash } from "node:crypto";
import { rememberIsland, type IslandRef } from "./registry";

/**
 * Marks part of a loader's data as content that is only rendered into HTML: the page's data carries
 * a reference (its hash) instead, so a page's JavaScript never grows with its content. The hash
 * changes with the content, so an edited island is fetched again and an unchanged one never is.
 */
export function island<T>(value: T): IslandRef<T> {
  const key = createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 20);
  rememberIsland(key, value);
  // In `pnpm dev` an edit must reach the open page at once: the value travels with the data, so the
  // page re-renders from it instead of fetching its HTML again. A built page never carries it.
  return import.meta.env.DEV ? { island: key, value } : { island: key };
}
