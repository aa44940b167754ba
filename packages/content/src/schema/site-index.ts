import type { SiteConfig } from "../collections/site/schema.ts";

/**
 * What exists on the site while its content is validated: the schema helpers check links, media,
 * downloads and references against it, so each check is written once, inside the schema, and zod
 * reports it at the field it belongs to.
 *
 * It is known before any entry is validated: routes and ids come from file names and the few raw
 * fields that name an entry (a term, a question), so content can link in every direction.
 */
export interface SiteIndex {
  /** The content folder. */
  root: string;
  /** Every path the site serves a page at. */
  routes: ReadonlySet<string>;
  /** The ids of a collection's entries (those other entries refer to). */
  idsOf(collection: string): ReadonlySet<string> | undefined;
  /** File names under content/media. */
  media: ReadonlySet<string>;
  /** File names under content/downloads, with their sizes in bytes. */
  downloads: ReadonlyMap<string, number>;
  /** Files under content/media or content/downloads that are never published (`downloads/x.pdf`), with why. */
  refused: ReadonlyMap<string, string>;
  /** site.yaml, validated; absent while site.yaml itself is validated. */
  site?: SiteConfig;
}

let current: SiteIndex | undefined;

/** Runs a validation with the index the schema helpers read. Validation is synchronous, so a module value is enough. */
export function withSiteIndex<T>(index: SiteIndex, validate: () => T): T {
  const previous = current;
  current = index;
  try {
    return validate();
  } finally {
    current = previous;
  }
}

export function siteIndex(): SiteIndex {
  if (!current) throw new Error("content schemas that check references run inside withSiteIndex()");
  return current;
}

/** Outside a content run (a schema used on its own, e.g. by a test or the JSON Schema generator). */
export function maybeSiteIndex(): SiteIndex | undefined {
  return current;
}
