import { entryPath, routesOf, type CollectionDefinition, type EntryPage } from "../collection/define.ts";

/** An address that only sends visitors on, permanently, to a page of the site. */
export interface Redirect {
  from: string;
  to: string;
}

type WithPages = Pick<CollectionDefinition, "page" | "routes" | "redirect" | "extraPages">;

/** The id an address gives an entry page (`/dictionary/:id` at `/dictionary/trust` is `trust`), if it is one. */
export function idAt(page: EntryPage, address: string): string | undefined {
  const [before = "", after = ""] = page.path.split(":id");
  if (address.length <= before.length + after.length || !address.startsWith(before) || !address.endsWith(after)) {
    return undefined;
  }
  const id = address.slice(before.length, address.length - after.length);
  return id.includes("/") || page.for?.(id) === false ? undefined : id;
}

/**
 * Every address an entry's page is also reached by, and where it leads: the collection's older
 * address (`/diy/<id>`), and each former address the entry lists. A former address at the
 * collection's own page (`/dictionary/old-name`) takes that name's other files along: its share
 * page and its older address redirect too.
 */
export function redirectsOf(collection: WithPages, id: string, formerAddresses: readonly string[]): Redirect[] {
  const { page, redirect, extraPages = [] } = collection;
  const to = routesOf(collection, [id])[0];
  if (!page || to === undefined) return [];
  const redirects: Redirect[] = redirect ? [{ from: entryPath(redirect, id), to }] : [];
  for (const from of formerAddresses) {
    redirects.push({ from, to });
    const formerId = idAt(page, from);
    if (formerId === undefined) continue;
    for (const extra of extraPages) redirects.push({ from: entryPath(extra, formerId), to: entryPath(extra, id) });
    if (redirect) redirects.push({ from: entryPath(redirect, formerId), to });
  }
  return redirects;
}

/** The files besides its page an entry is published at (a term's share page). */
export function extraAddressesOf(collection: WithPages, id: string): string[] {
  return (collection.extraPages ?? []).map((extra) => entryPath(extra, id));
}

/** Former addresses as an author wrote them, before validation (read like an id, so links can be checked against them). */
export function rawFormerAddresses(data: unknown): string[] {
  const list = (data as { formerAddresses?: unknown } | null)?.formerAddresses;
  return Array.isArray(list) ? list.flatMap((item) => (typeof item === "string" ? [item.trim()] : [])) : [];
}
