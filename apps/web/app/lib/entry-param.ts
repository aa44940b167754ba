import { normalizeParam } from "@site/content/runtime";
import { data, redirect } from "react-router";

/**
 * The address of an entry as it is prerendered, for a parameter a visitor typed: matching ignores
 * case and percent-encoding, so `/services/Private-Trust` leads to `/services/private-trust`.
 * Throws a 404 for a parameter that cannot name anything (malformed encoding included).
 */
export function canonicalParam(raw: string | undefined, toId: (key: string) => string = (key) => key): string {
  const key = normalizeParam(raw);
  if (key === null || toId(key) === "") throw data(null, { status: 404 });
  return toId(key);
}

/**
 * In the browser, before the page's data is fetched (it exists only at the canonical address):
 * a parameter written another way is sent on to the canonical address.
 */
export function redirectToCanonical(request: Request, raw: string | undefined, canonical: string): void {
  if (raw === canonical) return;
  const url = new URL(request.url);
  throw redirect(`${withId(url.pathname, canonical)}${url.search}${url.hash}`);
}

/** An entry's address with its last segment, the id, replaced. */
const withId = (pathname: string, id: string) => pathname.replace(/[^/]*\/?$/, encodeURIComponent(id));

/**
 * The address, as it is prerendered (lower case, canonical id), of the entry that the address
 * `pathname` names by `raw`; undefined when `raw` cannot name anything.
 */
export function entryAddress(
  pathname: string,
  raw: string | undefined,
  toId?: (key: string) => string,
): string | undefined {
  try {
    return withId(pathname.toLowerCase(), canonicalParam(raw, toId));
  } catch {
    return undefined;
  }
}

/**
 * Every address the site prerenders is lower case; one typed another way (`/DICTIONARY`) is sent on
 * to it before its data is fetched (the data exists only at the prerendered address).
 */
export function redirectToLowerCase(request: Request): void {
  const url = new URL(request.url);
  const lower = url.pathname.toLowerCase();
  if (lower !== url.pathname) throw redirect(`${lower}${url.search}${url.hash}`);
}

/** The page's entry, or the not-found screen (a 404 the route's error boundary shows). */
export function found<T>(entry: T | undefined): T {
  if (entry === undefined) throw data(null, { status: 404 });
  return entry;
}
