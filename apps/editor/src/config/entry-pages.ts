import { collections, type CollectionName, type ContentSnapshot } from "@site/content";
import { entryScreens } from "../../../web/app/entry-screens.ts";
import { isListed, listScreens } from "../../../web/app/list-screens.ts";
import { hasOwnScreen, pageScreens } from "../../../web/app/page-screens.ts";

/**
 * Where an entry shows on the site: the route module of its page (under apps/web/app, from the site's
 * own lists entry-screens.ts, list-screens.ts and page-screens.ts), that page's parameters, and the
 * entry's place on it.
 */
export interface EntryPage {
  route: string;
  params: Record<string, string>;
  /** The id of the entry's element on a page that shows several (an FAQ item, a process's step). */
  anchor?: string;
}

const definitionOf = (name: string) => collections.find((collection) => collection.name === name);
const hasEntryScreen = (name: string): name is keyof typeof entryScreens => Object.hasOwn(entryScreens, name);

/**
 * Whether a collection's entries show on a page of the site (site settings and search words do not):
 * a page of their own, the page that lists them, or the page of the entry they are part of.
 */
export function hasPage(name: string): boolean {
  return hasEntryScreen(name) || isListed(name) || definitionOf(name)?.partOf !== undefined;
}

/**
 * The page an entry of the checked content shows on: its own (a term, a process, a page with a screen
 * of its own or in the standard layout), the page that lists it (an FAQ item), or the page of the
 * entry it is part of (a step, on its process's page, at its number).
 */
export function entryPage(
  snapshot: ContentSnapshot,
  collection: string,
  id: string | undefined,
): EntryPage | undefined {
  if (collection === "pages" && id !== undefined && hasOwnScreen(id)) return { route: pageScreens[id], params: {} };
  if (hasEntryScreen(collection) && id !== undefined) return { route: entryScreens[collection], params: { id } };
  if (isListed(collection)) {
    return { route: pageScreens[listScreens[collection]], params: {}, ...(id !== undefined ? { anchor: id } : {}) };
  }
  const owner = id !== undefined ? definitionOf(collection)?.partOf?.(id) : undefined;
  const page = owner && entryPage(snapshot, owner.collection, owner.id);
  if (!page) return undefined;
  // The process page numbers its steps in order and gives each the element `step-<number>`.
  const entries = snapshot.collections[collection as CollectionName] as { id: string; number?: number }[];
  const number = entries.find((entry) => entry.id === id)?.number;
  return number === undefined ? page : { ...page, anchor: `step-${number}` };
}
