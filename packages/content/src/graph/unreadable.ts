import { routesOf, type CollectionDefinition, type EntryPage } from "../collection/define.ts";
import { extraAddressesOf, idAt, redirectsOf } from "../editorial/addresses.ts";
import type { Unreadable } from "../schema/site-index.ts";

type WithPages = Pick<CollectionDefinition, "name" | "page" | "routes" | "redirect" | "extraPages">;

/** A content file that could not be read: its entries, and so their addresses and ids, are unknown. */
export interface UnreadableFile {
  collection: WithPages;
  /** The file, absolute: its first error is the cause the others are folded into. */
  file: string;
  /** The id of the entry it holds, for a file of one entry (known from its name); a list's are all unknown. */
  id?: string;
}

/**
 * Which unreadable file may have held an address or an id: a link or a reference that finds
 * nothing there follows from that file's error. A list (dictionary.yaml) may have held any address
 * of its collection's pages; a file of one entry, only that entry's.
 */
export function unreadableLookup(files: readonly UnreadableFile[]): Unreadable {
  return {
    address: (address) =>
      files.find(({ collection, id }) =>
        id === undefined
          ? pagesOf(collection).some((page) => idAt(page, address) !== undefined)
          : addressesOf(collection, id).includes(address),
      )?.file,
    entry: (name, entryId) =>
      files.find(({ collection, id }) => collection.name === name && (id === undefined || id === entryId))?.file,
  };
}

const pagesOf = (collection: WithPages): EntryPage[] =>
  [collection.page, collection.redirect, ...(collection.extraPages ?? [])].filter((page) => page !== undefined);

const addressesOf = (collection: WithPages, id: string): string[] => [
  ...routesOf(collection, [id]),
  ...extraAddressesOf(collection, id),
  ...redirectsOf(collection, id, []).map((redirect) => redirect.from),
];
