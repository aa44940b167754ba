import { redirectToLowerCase } from "../lib/entry-param";
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
  redirectToLowerCase(request);
  const url = new URL(request.url);
  // In `pnpm dev` islands carry their values, and the page is not fetched at all.
  if (import.meta.env.DEV) return serverLoader();
  const [data] = await Promise.all([serverLoader(), liftFrom(url.pathname, request.signal)]);
  const missing = () => islandsIn(data).some((ref) => !hasIsland(ref.island));
  // The page and its data can disagree when the content changed between the two requests (a deploy,
  // an edit in `pnpm dev`): the page is asked for once more, then loaded as a whole.
  if (missing()) await liftFrom(url.pathname, request.signal, { fresh: true });
  if (!missing() || request.signal.aborted) return data;
  window.location.assign(url.href);
  return new Promise<never>(() => undefined);
}

/** Pages being fetched, so the routes of one navigation (the root and the screen) share one request. */
const fetching = new Map<string, Promise<void>>();

function liftFrom(pathname: string, signal: AbortSignal, { fresh = false } = {}): Promise<void> {
  let lifted = fresh ? undefined : fetching.get(pathname);
  if (!lifted) {
    lifted = fetch(pathname, { headers: { accept: "text/html" }, credentials: "same-origin", signal })
      .then(async (response) => {
        if (response.ok) liftIslands(await response.text());
      })
      .catch(() => undefined)
      .finally(() => fetching.delete(pathname));
    fetching.set(pathname, lifted);
  }
  return lifted;
}

function islandsIn(value: unknown, found: IslandRef<unknown>[] = []): IslandRef<unknown>[] {
  if (isIslandRef(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) islandsIn(item, found);
  else if (value && typeof value === "object") for (const item of Object.values(value)) islandsIn(item, found);
  return found;
}
