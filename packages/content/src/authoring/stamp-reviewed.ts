import path from "node:path";
import type { ContentSite } from "../collection/content-site.ts";
import { slugify } from "../slug.ts";
import { editEntryFields, namedFile, writtenEntries, type WrittenEntry } from "./content-entries.ts";
import { fieldsOf, scaffoldKinds, variantsOf } from "./new-entry.ts";

/** What `content reviewed` is about to write: each file's new text, and the entries it dates. */
export interface ReviewedPlan {
  files: Map<string, string>;
  stamped: WrittenEntry[];
}

/** The kinds of entry with a review date in their schema (for a step, a lesson), as `content new` names them. */
function kindsWithReview(site: ContentSite): string[] {
  return scaffoldKinds(site)
    .filter(({ schema }) => variantsOf(schema).variants.some((v) => "reviewed" in (v.properties ?? {})))
    .map(({ kind }) => kind);
}

/** Whether an entry's schema has a `reviewed` date (a lesson does, a link step does not). */
function carriesReview(entry: WrittenEntry): boolean {
  const { collection, id, data } = entry;
  const schema = (id !== undefined && collection.schemaFor?.(id)) || collection.schema;
  return (
    data !== null &&
    typeof data === "object" &&
    "reviewed" in fieldsOf(schema, data as Record<string, unknown>).properties
  );
}

/**
 * Plans `content reviewed <file>[:<line>]` or `content reviewed <kind> <name>`: today's date as the
 * `reviewed` of the entry named (every entry of a file that carries one, or the one at that line).
 */
export function planReviewed(
  site: ContentSite,
  root: string,
  words: readonly string[],
  day: string,
): ReviewedPlan | { refuse: string } {
  const found = chosenEntries(site, root, words);
  if ("refuse" in found) return found;
  const stamped = found.entries.filter(carriesReview);
  if (stamped.length === 0) {
    const kinds = new Intl.ListFormat("en", { type: "conjunction" }).format(kindsWithReview(site));
    return { refuse: `${found.what} has no review date to stamp: the kinds of entry with one are ${kinds}` };
  }
  const files = new Map<string, string>();
  for (const entry of stamped) {
    const edited = editEntryFields(root, entry, [{ key: "reviewed", set: day }], files.get(entry.file));
    if ("refuse" in edited) return { refuse: `cannot date ${entry.file}:${entry.line}: ${edited.refuse}` };
    files.set(entry.file, edited.text);
  }
  return { files, stamped };
}

function chosenEntries(
  site: ContentSite,
  root: string,
  words: readonly string[],
): { entries: WrittenEntry[]; what: string } | { refuse: string } {
  const usage =
    "give a file (content/faq.yaml), a file and line (content/dictionary.yaml:12), or a kind and a name (term Trust)";
  if (words.length === 0) return { refuse: usage };
  const all = writtenEntries(site, root);
  const named = words.length === 1 ? namedFile(root, words[0]!) : undefined;
  if (named) {
    const inFile = all.filter((entry) => entry.file === named.file);
    if (named.line === undefined) return { entries: inFile, what: named.file };
    const at = inFile.filter((entry) => entry.line <= named.line!).at(-1);
    return at
      ? { entries: [at], what: `${named.file}:${named.line}` }
      : { refuse: `no entry starts at or before line ${named.line} of ${named.file}` };
  }
  const [kind, ...rest] = words;
  const collection = scaffoldKinds(site).find((k) => k.kind === kind)?.collection;
  if (!collection || rest.length === 0) {
    return { refuse: words.length === 1 ? `there is no file ${words[0]} in ${path.basename(root)}: ${usage}` : usage };
  }
  const name = rest.join(" ");
  const entry = findByName(all, collection, name);
  return entry ? { entries: [entry], what: `${kind} "${name}"` } : { refuse: `there is no ${kind} "${name}"` };
}

/** An entry of a collection by its name (any case), its id or the id its name would make. */
export function findByName(all: readonly WrittenEntry[], collection: string, name: string): WrittenEntry | undefined {
  const entries = all.filter((entry) => entry.collection.name === collection);
  const lower = name.trim().toLowerCase();
  return (
    entries.find((entry) => entry.name?.toLowerCase() === lower) ??
    entries.find(
      (entry) => entry.id === name.trim() || entry.id === slugify(name) || entry.id?.endsWith(`/${name.trim()}`),
    )
  );
}
