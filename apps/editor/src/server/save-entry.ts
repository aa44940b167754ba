import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import {
  appendToYamlList,
  endOfItem,
  entryFile,
  formatContentText,
  planNewEntry,
  placeholdersInData,
  planRename,
  renderYaml,
  type JsonSchemaTarget,
} from "@site/content/editing";
import { parse, parseDocument } from "yaml";
import {
  entrySchemaOf,
  folderFieldOf,
  isFixedFile,
  labelFieldOf,
  positionFieldOf,
  scaffoldKindOf,
} from "../config/decap-config.ts";
import { mergeTaggedUnion } from "../config/decap-fields.ts";
import { entryDataOf, isObject, type Data } from "./entry-data.ts";
import { moveListItem } from "./list-order.ts";
import { findEntry, parseVirtualPath } from "./virtual-entries.ts";
import type { ContentChange } from "./workspace.ts";
import { replaceMapping } from "./yaml-replace.ts";

/** Front matter and text of an MDX file as Decap writes it. */
function splitMdx(raw: string): { front: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/.exec(raw);
  return match ? { front: match[1]!, body: match[2]! } : { front: "", body: raw };
}

/** A body as the file keeps it: unchanged unless its words changed, then with one blank line under the front matter. */
function bodyOf(written: string, sent: string): string {
  if (written.trim() === sent.trim()) return written;
  return `\n${sent.trim()}\n`;
}

/** A field the form has and the file does not (a step's process, an item's position), taken out of what is written. */
function takeFormField(sent: unknown, name: string | undefined): unknown {
  if (!name || !isObject(sent)) return undefined;
  const value = sent[name];
  delete sent[name];
  return value;
}

/**
 * A new entry of a nested folder (a step of a process) in the file `content new` gives it, numbered
 * after the folder's last entry, with what the author wrote in place of the placeholders: the
 * scaffold's own fields (the review date it starts with) stay unless the author set them.
 */
function newNestedEntry(
  root: string,
  target: JsonSchemaTarget,
  field: string,
  folder: unknown,
  data: Data,
  body: string,
): { file: string; text: string } | { refuse: string } {
  const kind = scaffoldKindOf(target.collection);
  const label = labelFieldOf(target.collection);
  if (!kind) return { refuse: `the editor cannot add entries to ${target.name}` };
  if (typeof folder !== "string" || folder === "") return { refuse: `${field}: choose the ${field} to add this to` };
  const plan = planNewEntry(root, kind, [folder, String(data[label] ?? "")]);
  if ("refuse" in plan) return { refuse: `${field}: ${plan.refuse}` };
  const [file, scaffolded] = [...plan.files][0]!;
  const scaffoldData = (parse(splitMdx(scaffolded).front) ?? {}) as Data;
  const schema = entrySchemaOf(target);
  const keys = Object.keys((schema.oneOf ? mergeTaggedUnion(schema.oneOf) : schema).properties ?? {});
  const kept = Object.entries(scaffoldData).filter(
    ([key, value]) => !(key in data) && placeholdersInData(value).length === 0,
  );
  const merged: Data = { ...data, ...Object.fromEntries(kept) };
  const ordered = Object.fromEntries(
    [...new Set([...keys, ...Object.keys(merged)])].filter((key) => key in merged).map((key) => [key, merged[key]]),
  );
  const text = body.trim();
  return { file, text: `---\n${renderYaml(ordered)}---\n${text ? `\n${text}\n` : ""}` };
}

/**
 * What saving an entry from the editor writes: the entry changed in place in its file (an item of a
 * list where it stands), a new one added as `content new` adds it, a renamed term through
 * `content rename` (its old address kept, links rewritten); every file written is left in the house
 * style, as `content fix` would leave it. Nothing is written here: the workspace checks it first.
 */
export async function planSave(
  root: string,
  virtual: string,
  raw: string,
  isNew: boolean,
  { inHouseStyle = true }: { inHouseStyle?: boolean } = {},
): Promise<{ change: ContentChange } | { refuse: string }> {
  const parsed = parseVirtualPath(virtual);
  if (!parsed) return { refuse: `the editor has no collection for ${virtual}` };
  const { target } = parsed;
  const schema = entrySchemaOf(target);
  const mdx = target.format === "mdx" ? splitMdx(raw) : undefined;
  let sent: unknown;
  try {
    sent = parse(mdx ? mdx.front : raw) ?? {};
  } catch (error) {
    return { refuse: `the form sent data that is not YAML: ${(error as Error).message}` };
  }
  const found = isNew && !isFixedFile(target) ? undefined : findEntry(root, virtual);
  if (!isNew && !found) return { refuse: `${virtual} is no longer in the content folder: reload the editor` };
  const folder = folderFieldOf(target);
  const inFolder = takeFormField(sent, folder?.name);
  const place = takeFormField(sent, positionFieldOf(target)?.name);
  const data = entryDataOf(sent, found?.entry.data, schema) as Data;
  const files = new Map<string, string | null>();
  const moves: [string, string][] = [];

  if (folder && found && inFolder !== undefined && inFolder !== found.entry.id?.split("/")[0]) {
    return { refuse: `${folder.name}: an entry stays in its ${folder.name}; add a new one there instead` };
  }
  if (!found && folder) {
    const made = newNestedEntry(root, target, folder.name, inFolder, data, mdx?.body ?? "");
    if ("refuse" in made) return made;
    files.set(made.file, made.text);
  } else if (!found) {
    if (target.pattern.includes("*")) {
      const file = entryFile(target.pattern, parsed.id!);
      if (fs.existsSync(path.join(root, file))) return { refuse: `${file} already exists: choose another name` };
      const front = renderYaml(data);
      files.set(file, mdx ? `---\n${front}---\n\n${mdx.body.trim()}\n` : front);
    } else {
      const text = fs.existsSync(path.join(root, target.pattern))
        ? fs.readFileSync(path.join(root, target.pattern), "utf8")
        : "";
      const added = appendToYamlList(text, data);
      if ("refuse" in added) return { refuse: `cannot add to ${target.pattern}: ${added.refuse}` };
      // Added at the end, then moved to the position the author gave it, if any.
      const last = (parse(added.text) as unknown[]).length - 1;
      const placed = typeof place === "number" ? moveListItem(added.text, last, place - 1) : added;
      if ("refuse" in placed) return { refuse: `cannot place the entry in ${target.pattern}: ${placed.refuse}` };
      files.set(target.pattern, placed.text);
    }
  } else {
    const { entry } = found;
    const collection = entry.collection;
    let text = fs.readFileSync(path.join(root, entry.file), "utf8");
    const before = entry.data as Data;
    const label = collection.labelField ?? "title";
    const kind = scaffoldKindOf(collection.name);
    // An entry with a page of its own (a term, a process) is addressed by its name: a new name is a
    // rename, as `content rename` does it (a process's folder moves). A screen's fixed page stays put.
    const renamed =
      !isFixedFile(target) &&
      collection.page &&
      kind &&
      data[label] !== before[label] &&
      typeof data[label] === "string";
    if (renamed) {
      const plan = planRename(root, kind, String(before[label]), String(data[label]));
      if ("refuse" in plan) return { refuse: plan.refuse };
      for (const [file, planned] of plan.files) files.set(file, planned);
      moves.push(...plan.moves);
      text = plan.files.get(entry.file) ?? text;
      const after = parseDocument(text).getIn(entry.path) as { toJSON?: () => Data } | undefined;
      const renamedData = (after && typeof after === "object" && "toJSON" in after ? after.toJSON!() : undefined) as
        Data | undefined;
      if (renamedData && isDeepStrictEqual(data.formerAddresses ?? [], before.formerAddresses ?? [])) {
        data.formerAddresses = renamedData.formerAddresses;
      }
    }
    if (mdx) {
      const { front, body } = splitMdx(text);
      const edited = replaceMapping(`${front}\n`, [], data);
      if ("refuse" in edited) return { refuse: `cannot change ${entry.file}: ${edited.refuse}` };
      files.set(entry.file, `---\n${edited.text}---\n${bodyOf(body, mdx.body)}`);
    } else {
      const edited = replaceMapping(text, entry.path, data);
      if ("refuse" in edited) return { refuse: `cannot change ${entry.file}: ${edited.refuse}` };
      const index = entry.path[0];
      const moved =
        typeof place === "number" && typeof index === "number" && place !== index + 1
          ? moveListItem(edited.text, index, place - 1)
          : edited;
      if ("refuse" in moved) return { refuse: `cannot move the entry in ${entry.file}: ${moved.refuse}` };
      files.set(entry.file, moved.text);
    }
  }
  for (const [file, text] of files) {
    if (text === null || !inHouseStyle) continue;
    const formatted = await formatContentText(file, text);
    if (formatted.status === "formatted") files.set(file, formatted.text);
  }
  return { change: { files, moves } };
}

/** What deleting an entry writes: a list item goes with its lines, an entry of its own with its file. */
export async function planDelete(
  root: string,
  virtual: string,
): Promise<{ change: ContentChange } | { refuse: string }> {
  const found = findEntry(root, virtual);
  if (!found) return { refuse: `${virtual} is not in the content folder` };
  const { entry } = found;
  if (entry.path.length === 0) return { change: { files: new Map([[entry.file, null]]) } };
  const text = fs.readFileSync(path.join(root, entry.file), "utf8");
  const doc = parseDocument(text);
  const node = doc.getIn(entry.path, true) as { range?: [number, number, number] } | undefined;
  if (!node?.range) return { refuse: `cannot find the entry in ${entry.file}` };
  const start = text.lastIndexOf("\n", node.range[0] - 1) + 1;
  let end = endOfItem(text, node.range[1], node.range[0] - start - 2);
  // The blank line that set the item apart goes with it.
  while (text.startsWith("\n", end)) end += 1;
  const removed = text.slice(0, start) + text.slice(end);
  const formatted = await formatContentText(entry.file, removed);
  return { change: { files: new Map([[entry.file, formatted.status === "formatted" ? formatted.text : removed]]) } };
}
