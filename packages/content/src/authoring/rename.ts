import fs from "node:fs";
import path from "node:path";
import { namesReservedBy, type ContentSite } from "../collection/content-site.ts";
import { routesOf } from "../collection/define.ts";
import { extraAddressesOf } from "../editorial/addresses.ts";
import { replaceFiles } from "../source/atomic-write.ts";
import { reservedBy } from "../editorial/build-output.ts";
import { slugify } from "../slug.ts";
import { editEntryFields, writtenEntries, type WrittenEntry } from "./content-entries.ts";
import { contentFiles } from "./format.ts";
import { entryFile, scaffoldKinds } from "./new-entry.ts";
import type { FieldChange } from "./yaml-edit.ts";
import { findByName } from "./stamp-reviewed.ts";

/** What `content rename` is about to do. */
export interface RenamePlan {
  entry: WrittenEntry;
  from: string;
  to: string;
  /** Relative path → the file's new text. */
  files: Map<string, string>;
  /** Files and folders that move (a page's file, a process's folder), from → to. */
  moves: [string, string][];
  /** How many links to the old address were rewritten, and in which files. */
  links: { file: string; count: number }[];
}

/**
 * Plans `content rename <kind> <name> <new name>`: the entry takes the new name and the address it
 * makes (a page's file, a process's folder move with it), every link to the old address in the
 * content folder is rewritten, and the old address goes into the entry's formerAddresses, so it
 * answers with a permanent redirect to the new one. A clash changes nothing and says why.
 */
export function planRename(
  site: ContentSite,
  root: string,
  kind: string,
  oldName: string,
  newName: string,
): RenamePlan | { refuse: string } {
  const withPage = (name: string) => site.collections.find((c) => c.name === name)?.page;
  const renamable = scaffoldKinds(site).filter((k) => withPage(k.collection));
  const known = renamable.find((k) => k.kind === kind);
  if (!known) {
    return {
      refuse: `only entries with a page of their own can be renamed: ${renamable.map((k) => k.kind).join(", ")}`,
    };
  }
  const all = writtenEntries(site, root);
  const entry = findByName(all, known.collection, oldName);
  if (!entry?.id) return { refuse: `there is no ${kind} "${oldName}"` };
  const { collection } = entry;
  const name = newName.trim();
  const field = collection.labelField ?? "title";
  const id =
    collection.source.holds === "list"
      ? collection.idOf?.({ ...(entry.data as object), [field]: name })
      : slugify(name);
  if (!id) return { refuse: `"${name}" has no letters or digits to make an address from` };
  const from = routesOf(collection, [entry.id])[0]!;
  const to = routesOf(collection, [id])[0];
  const reserved = to && reservedBy(to, namesReservedBy(site));
  if (!to || reserved) {
    return {
      refuse: `the address ${to ?? `/${id}`} is used by the site itself${reserved ? ` (${reserved})` : ""}: choose another name`,
    };
  }
  if (to !== from) {
    const owner = all.find(
      (other) => other !== entry && other.id !== undefined && routesOf(other.collection, [other.id]).includes(to),
    );
    if (owner)
      return {
        refuse: `the address ${to} is already taken by ${owner.file}${owner.path.length > 0 ? `:${owner.line}` : ""}: choose another name`,
      };
  }

  // Links first, over every content file, then the entry's own fields in what that left.
  const files = new Map<string, string>();
  const links: RenamePlan["links"] = [];
  const newExtras = extraAddressesOf(collection, id);
  const pairs = (
    [[from, to], ...extraAddressesOf(collection, entry.id).map((old, i) => [old, newExtras[i]!])] as [string, string][]
  ).filter(([old, replacement]) => old !== replacement);
  for (const file of contentFiles(root)) {
    let rewritten = fs.readFileSync(path.join(root, file), "utf8");
    let count = 0;
    for (const [old, replacement] of pairs) {
      count += rewritten.match(linkTo(old))?.length ?? 0;
      rewritten = rewritten.replace(linkTo(old), () => replacement);
    }
    if (count > 0) {
      files.set(file, rewritten);
      links.push({ file, count });
    }
  }
  // Renamed back: the address it takes again is no longer a former one (a page cannot redirect from itself).
  const former: FieldChange[] = [
    { key: "formerAddresses", remove: to },
    { key: "formerAddresses", append: from },
  ];
  const edited = editEntryFields(
    root,
    entry,
    [{ key: field, set: name }, ...(to !== from ? former : [])],
    files.get(entry.file),
  );
  if ("refuse" in edited) return { refuse: `cannot rename in ${entry.file}: ${edited.refuse}` };
  files.set(entry.file, edited.text);

  const moves: [string, string][] = [];
  if (collection.source.holds === "entry" && id !== entry.id) {
    const target = entryFile(collection.source.pattern, id);
    // A process's address is its folder: the folder moves, steps and all.
    const [fromPath, toPath] = collection.source.pattern.includes("*/")
      ? [path.dirname(entry.file), path.dirname(target)]
      : [entry.file, target];
    if (fs.existsSync(path.join(root, toPath))) return { refuse: `${toPath} already exists: choose another name` };
    moves.push([fromPath, toPath]);
  }
  return { entry, from, to, files, moves, links };
}

/**
 * Writes a plan, all or nothing: the new texts (each whole, see replaceFiles), then the moves. A
 * step that fails puts back what the steps before it did. Returns what undoes the whole rename.
 */
export function applyRename(root: string, plan: RenamePlan): () => void {
  const undoTexts = replaceFiles(new Map([...plan.files].map(([file, text]) => [path.join(root, file), text])));
  const moved: [string, string][] = [];
  const undo = () => {
    for (const [from, to] of moved.reverse()) fs.renameSync(path.join(root, to), path.join(root, from));
    undoTexts();
  };
  try {
    for (const [from, to] of plan.moves) {
      fs.mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
      fs.renameSync(path.join(root, from), path.join(root, to));
      moved.push([from, to]);
    }
  } catch (error) {
    undo();
    throw error;
  }
  return undo;
}

/** An address as a link writes it: after `(`, a quote, `: ` or a space, and not followed by more of a path. */
function linkTo(address: string): RegExp {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<=[\\s(\\["'=:>]|^)${escaped}(?=[?#)\\]"'\\s<>,|]|$)`, "gm");
}
