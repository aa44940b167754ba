import type { z } from "zod";
import { slugify } from "../slug.ts";
import type { Rich } from "../rich/rich-text.ts";
import type { SiteIndex } from "../schema/site-index.ts";
import type { FieldPath } from "../source/yaml.ts";
import type { Source } from "./sources.ts";
import type { SampleWriter } from "./sample.ts";
import type { Scaffold } from "./scaffold.ts";

/** An address pattern with `:id`: the app gives the entries of its collection a screen at that address. */
export interface EntryPage {
  path: `/${string}:id${string}`;
  /** The entries this page is for, when not all of them (pages: only those without a screen of their own). */
  for?(id: string): boolean;
}

/** The entries of a collection that get its page. */
export function idsWithPage(page: EntryPage, ids: readonly string[]): string[] {
  return page.for ? ids.filter((id) => page.for!(id)) : [...ids];
}

/**
 * The entry pages a site has now, by collection: a collection's page route is only in the route table
 * while some entry uses it (React Router will not build a route with data that no page prerenders).
 * Without valid content (no entries given) every route is kept, so the site can show what is wrong.
 */
export function entryPagesIn<C extends Pick<CollectionDefinition, "name" | "page">>(
  collections: readonly C[],
  entries: Readonly<Record<string, readonly { id: string }[]>> | undefined,
): { collection: C["name"]; path: EntryPage["path"] }[] {
  return collections.flatMap(({ name, page }) => {
    if (!page) return [];
    const ids = entries?.[name]?.map((entry) => entry.id);
    if (ids && idsWithPage(page, ids).length === 0) return [];
    return [{ collection: name, path: page.path }];
  });
}

/** The address of one entry's page. */
export function entryPath(page: EntryPage, id: string): string {
  return page.path.replace(":id", id);
}

/** An entry once its data is valid: the schema's output, its id, and its MDX body when it has one. */
export type ValidEntry<Data, Body extends boolean = false> = Data & { id: string } & (Body extends true
    ? { body: Rich }
    : unknown);

/** What a collection-wide step may report, pinned to an entry and a field. */
export interface CollectionContext {
  readonly index: SiteIndex;
  error(entry: { id: string }, path: FieldPath, message: string): void;
  warn(entry: { id: string }, path: FieldPath, message: string): void;
  /**
   * This collection's drafts, validated, that a published build leaves out (none while previewing,
   * where drafts are among the entries): for checks that number every entry, such as step files.
   */
  readonly drafts: readonly { id: string }[];
}

/** One JSON Schema for text editors: its file's name, its title, and the content files it describes (`pages/about.mdx`). */
export interface EditorSchema {
  name: string;
  title: string;
  schema: z.ZodType;
  pattern: string;
}

/**
 * One collection of content: where its entries come from, the schema that validates and transforms
 * each one, and what the site builds from them. Everything else (the content check, the manifest,
 * the route table, the pages' data, the editor schemas, synthetic content) reads this definition.
 */
export interface CollectionDefinition<
  Name extends string = string,
  Schema extends z.ZodType = z.ZodType,
  Body extends boolean = boolean,
  Entry extends { id: string } = { id: string },
> {
  name: Name;
  /** One sentence for authors and the JSON Schema's title. */
  description: string;
  source: Source;
  /** Validates and transforms one entry's data (a list item, a file, an MDX file's frontmatter). */
  schema: Schema;
  /** A schema of its own for some entries (each screen's page has its fields); `schema` covers them all. */
  schemaFor?(id: string): z.ZodType;
  /**
   * The JSON Schemas text editors get for its files, when one for the whole collection is not enough
   * (each screen's page has its fields); by default one, of `schema` (a list of entries for a list file).
   */
  editorSchemas?: readonly EditorSchema[];
  /** Entries the site cannot do without (a screen's page): their files are required. */
  required?: readonly string[];
  /** MDX sources: the body is kept as rich content (`entry.body`). */
  body?: Body;
  /**
   * An entry's id from its raw data, for entries of list files (a term's slug). Entries of their own
   * files take their id from the file name. Known before validation, so content can link to anything.
   */
  idOf?(data: unknown): string | undefined;
  /** Ids other collections refer to, when those are not the entries' own (documents inside categories). */
  referenceIds?(data: unknown): string[];
  /** The field that names an entry of a list in messages (`[3] "Affidavit"`), where duplicates are reported. */
  labelField?: string;
  /** What two entries may not share, and how to say it: `term "Trust"` (their ids always differ). */
  uniqueName?: string;
  /** A list file whose order visitors see (FAQ, maxims): the browser editor lets authors move its entries. */
  shownInFileOrder?: boolean;
  /** Collection-wide checks and transforms, once every entry is valid (sorting, cross-entry links). */
  finish?(entries: ValidEntry<z.output<Schema>, Body>[], ctx: CollectionContext): Entry[];
  /**
   * The page each entry gets: its address (`:id` stands for the entry's id). The app's route table
   * gives each collection with pages its screen.
   */
  page?: EntryPage;
  /** An older address of each entry, which only redirects to its page. */
  redirect?: EntryPage;
  /**
   * Other files each entry gets at an address of its own (a term's share page): published like its
   * page, and redirected with it when the entry is renamed.
   */
  extraPages?: readonly EntryPage[];
  /** The entry this one is part of (a step's process): a draft's parts are drafts too. */
  partOf?(id: string): { collection: string; id: string } | undefined;
  /** The addresses of the pages, when they are not simply `page.path` for each id. */
  routes?(ids: readonly string[]): string[];
  /** Lines for `content check`'s summary; without it, one line: the name and how many entries. */
  summary?(entries: readonly Entry[]): [label: string, count: number][];
  /**
   * Writes valid sample content of this collection at a scale (1 ≈ the real site): the synthetic
   * content of the tests, Storybook and `pnpm bench`. Without it, synthetic content holds this
   * collection's files from the site's content folder as they are, at every scale.
   */
  sample?(write: SampleWriter, scale: number): void;
  /** What `content new <kind>` writes: a new entry with placeholders, in the right file and place. */
  scaffold?: Scaffold;
}

/** The addresses of a collection's pages, for some of its entries. */
export function routesOf(collection: Pick<CollectionDefinition, "page" | "routes">, ids: readonly string[]): string[] {
  if (collection.routes) return collection.routes(ids);
  const { page } = collection;
  return page ? idsWithPage(page, ids).map((id) => entryPath(page, id)) : [];
}

/** Declares a collection; the entry type follows from the schema and the finishing step, never written by hand. */
export function defineCollection<
  const Name extends string,
  Schema extends z.ZodType,
  Body extends boolean = false,
  Entry extends { id: string } = ValidEntry<z.output<Schema>, Body>,
>(definition: CollectionDefinition<Name, Schema, Body, Entry>): CollectionDefinition<Name, Schema, Body, Entry> {
  return definition;
}

export type EntryOf<C> = C extends CollectionDefinition<string, z.ZodType, boolean, infer E> ? E : never;

/** A text field of an entry's data as its author wrote it, before validation (what names it, what makes its id). */
export function rawText(data: unknown, field: string): string | undefined {
  const value = (data as Record<string, unknown> | null)?.[field];
  return typeof value === "string" ? value : undefined;
}

/** An id made from a text field of a list item by the site's slug rule ("Power of Attorney" → power-of-attorney). */
export function slugOfField(field: string): (data: unknown) => string | undefined {
  return (data) => slugify(rawText(data, field) ?? "") || undefined;
}
