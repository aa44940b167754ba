/**
 * What the engine itself reads of the site's settings (the one entry of the collection named
 * `site`): the size limits of published files and the review period. The rest of it is the site's
 * own; its collections read it through their own schema's type.
 */
export interface SiteSettings {
  limits: { mediaMegabytes: number; downloadMegabytes: number };
  reviewPeriodMonths: number;
}

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
  /** Every path the site serves a page at (drafts' pages included). */
  routes: ReadonlySet<string>;
  /** The pages of drafts, each with the draft it is (`dictionary.yaml:12 "Estoppel"`): published content may not link there. */
  draftRoutes: ReadonlyMap<string, string>;
  /** Addresses that only redirect, and where to (a renamed page's former address): links go to the page itself. */
  redirects: ReadonlyMap<string, string>;
  /** The ids of a collection's entries (those other entries refer to), drafts included. */
  idsOf(collection: string): ReadonlySet<string> | undefined;
  /** The ids of a collection's drafts, each with the draft it is in. */
  draftIdsOf(collection: string): ReadonlyMap<string, string> | undefined;
  /** File names under content/media. */
  media: ReadonlySet<string>;
  /** File names under content/downloads, with their sizes in bytes. */
  downloads: ReadonlyMap<string, number>;
  /** Files under content/media or content/downloads that are never published (`downloads/x.pdf`), with why. */
  refused: ReadonlyMap<string, string>;
  /** site.yaml, validated; absent while site.yaml itself is validated. */
  site?: SiteSettings;
  /** The files that could not be read, and what they may have held. */
  unreadable: Unreadable;
}

/**
 * The content file that could not be read and may have held an address or an entry, if any: a
 * link or a reference that finds nothing there is a consequence of that file's error.
 */
export interface Unreadable {
  address(address: string): string | undefined;
  entry(collection: string, id: string): string | undefined;
}

let validating: { index: SiteIndex; draft: boolean } | undefined;

/**
 * Runs a validation with the index the schema helpers read, for an entry that is a draft or not.
 * Validation is synchronous, so a module value is enough.
 */
export function withSiteIndex<T>(index: SiteIndex, draft: boolean, validate: () => T): T {
  const previous = validating;
  validating = { index, draft };
  try {
    return validate();
  } finally {
    validating = previous;
  }
}

/** Whether the entry being validated is a draft: a draft may link to other drafts. */
export function validatingDraft(): boolean {
  return validating?.draft === true;
}

/** Outside a content run (a schema used on its own, e.g. by a test or the JSON Schema generator). */
export function maybeSiteIndex(): SiteIndex | undefined {
  return validating?.index;
}
