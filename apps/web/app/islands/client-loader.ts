import { hasIsland, liftIslands } from "./lifted";
import { isIslandRef, type IslandRef } from "./registry";

interface Args<T> {
  request: Request;
  serverLoader: () => Promise<T>;
}

/**
 * The data of a page reached by a client navigation (or revalidated in `pnpm dev`): its loader's
 * data, and its islands lifted from its prerendered HTML, fetched side by side. Every route with
 * islands uses this as its `clientLoader`; on the first load the islands are already in the page.
 */
export async function withIslands<T>({ request, serverLoader }: Args<T>): Promise<T> {
  const url = new URL(request.url);
  const [data, html] = await Promise.all([serverLoader(), fetchPage(url)]);
  if (html) liftIslands(html);
  if (islandsIn(data).every((ref) => hasIsland(ref.island))) return data;
  // The page and its data disagree (a deploy between the two requests): the page as a whole is right.
  window.location.assign(url.href);
  return new Promise<never>(() => undefined);
}

async function fetchPage(url: URL): Promise<string | undefined> {
  try {
    const response = await fetch(url.pathname, { headers: { accept: "text/html" }, credentials: "same-origin" });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

function islandsIn(value: unknown, found: IslandRef<unknown>[] = []): IslandRef<unknown>[] {
  if (isIslandRef(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) islandsIn(item, found);
  else if (value && typeof value === "object") for (const item of Object.values(value)) islandsIn(item, found);
  return found;
}
