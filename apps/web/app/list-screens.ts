import type { CollectionName, PageKey } from "@site/content";

/**
 * The page that lists every entry of a collection without pages of its own: an FAQ item shows on
 * /faq, at its anchor. Beside `entry-screens.ts`: the site search groups that page's results under
 * the collection, and the editor previews such an entry as that page.
 */
export const listScreens = {
  faq: "faq",
  maxims: "maxims",
  documents: "documents-templates",
} as const satisfies Partial<Record<CollectionName, PageKey>>;

/** Whether a collection's entries show together on a page of the site (see `listScreens`). */
export const isListed = (collection: string): collection is keyof typeof listScreens =>
  Object.hasOwn(listScreens, collection);
