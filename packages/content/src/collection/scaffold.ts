/**
 * What `content new <kind>` writes for a collection: a valid entry whose texts are placeholders an
 * author replaces. Each collection owns its scaffold (beside its `sample`); the command is generic.
 */
export interface Scaffold {
  /** The word after `content new`: `term`, `process`, `step`. */
  kind: string;
  /** What the author types after the kind, in order; the last one may hold spaces (`"Habeas Corpus"`). */
  args: readonly [string, ...string[]];
  /** The new entry from the author's words and the content as it is, or why there cannot be one. */
  create(args: readonly string[], site: ScaffoldSite): NewEntry | { refuse: string };
}

/** What a scaffold may look at: the content on disk, valid or not, and what this run is about to add. */
export interface ScaffoldSite {
  /** A collection's entries as its source finds them: their ids and raw data, before any validation. */
  entries(collection: string): readonly { id: string | undefined; data: unknown }[];
  /** Whether a file or folder exists under the content folder (or is about to be written). */
  exists(relative: string): boolean;
  /** The names in a folder under the content folder (with what is about to be written), sorted. */
  list(folder: string): string[];
}

export interface NewEntry {
  /**
   * The id of an entry with a file of its own, which names that file (`habeas-corpus`,
   * `<process>/03-<slug>`). Entries of a list take theirs from the collection's `idOf`.
   */
  id?: string;
  /** The data (an MDX file's frontmatter), with `fill(…)` wherever the author has to write. */
  data: Record<string, unknown>;
  /** An MDX body. */
  body?: Placeholder;
  /** What visitors would see of the placeholders if the entry were published as it is. */
  beforePublishing?: string;
  /** Other entries the new one is not valid without (a process needs a first step): `content new` scaffolds them too. */
  with?: { kind: string; args: string[] }[];
  /** Anything else the author should know next (how to add videos to a new category). */
  next?: string[];
}

/** Text the author must replace. It passes validation, and `content new` names its field and line. */
export class Placeholder {
  constructor(readonly text: string) {}
}

export const fill = (text: string): Placeholder => new Placeholder(text);

/** The numbers a field holds across entries (a process's `order`), ignoring entries that hold none. */
export function numbersOf(entries: readonly { data: unknown }[], field: string): number[] {
  return entries.flatMap(({ data }) => {
    const value = (data as Record<string, unknown> | null)?.[field];
    return typeof value === "number" && Number.isFinite(value) ? [value] : [];
  });
}
