import { isDeepStrictEqual } from "node:util";
import { Document, isCollection, isMap, isPair, isScalar, isSeq, parseDocument, type Node, type Pair } from "yaml";
import type { FieldPath } from "../source/yaml.ts";
import { endOfItem, lineEnd, lineStart, yamlWriteOptions } from "./yaml-list.ts";

/** One change to a field of a mapping in a YAML text: a value set, an item added to a list, or taken out of it. */
export type FieldChange =
  { key: string; set: string } | { key: string; append: string } | { key: string; remove: string };

/**
 * Changes fields of the mapping at `at` (an entry of a list, or the whole file), leaving every other
 * byte as the author wrote it: a value is replaced where it stands, a new field or list item goes on
 * a line of its own under the last one, indented like its neighbours. The result is parsed again and
 * must hold exactly the data asked for, or nothing is changed.
 */
export function editYamlFields(
  text: string,
  at: FieldPath,
  changes: readonly FieldChange[],
): { text: string } | { refuse: string } {
  let result = text;
  for (const change of changes) {
    const edited = editOne(result, at, change);
    if ("refuse" in edited) return edited;
    result = edited.text;
  }
  const expected = parseDocument(text).toJS() as unknown;
  let entry = expected as Record<PropertyKey, unknown>;
  for (const key of at) entry = entry[key] as Record<PropertyKey, unknown>;
  for (const change of changes) {
    const list = (entry[change.key] as unknown[] | undefined) ?? [];
    if ("set" in change) entry[change.key] = change.set;
    else if ("append" in change) entry[change.key] = [...list, change.append];
    else if (list.some((item) => item !== change.remove))
      entry[change.key] = list.filter((item) => item !== change.remove);
    else delete entry[change.key];
  }
  const after = parseDocument(result);
  if (after.errors.length > 0 || !isDeepStrictEqual(after.toJS(), expected)) {
    return { refuse: "the change could not be made without touching the rest of the file: make it by hand" };
  }
  return { text: result };
}

function editOne(text: string, at: FieldPath, change: FieldChange): { text: string } | { refuse: string } {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return { refuse: "it has a YAML syntax error: run `pnpm content:check` and fix it first" };
  const map = at.length === 0 ? doc.contents : doc.getIn(at, true);
  if (!isMap(map) || map.flow || !map.range) return { refuse: "the entry is not written as `field: value` lines" };
  const pair = map.items.find(
    (item): item is Pair<Node, Node> => isPair(item) && isScalar(item.key) && item.key.value === change.key,
  );
  const indent = columnOf(text, (map.items[0]?.key as Node | undefined)?.range?.[0] ?? map.range[0]);
  const value = pair?.value;

  if ("set" in change) {
    if (value && isScalar(value) && value.range)
      return splice(text, value.range[0], value.range[1], inline(change.set));
    if (pair) return { refuse: `${change.key} is not a single value` };
    return insertLine(text, map.range[1], indent, `${change.key}: ${inline(change.set)}`);
  }
  if ("remove" in change) return removeItem(text, pair, change.remove);
  if (!pair) return insertLine(text, map.range[1], indent, `${change.key}:\n  - ${inline(change.append)}`);
  if (isSeq(value) && value.flow && value.range) {
    const items = (value.toJSON() as unknown[]).concat(change.append);
    return splice(text, value.range[0], value.range[1], inline(items));
  }
  if (isSeq(value) && value.range && value.items.length > 0) {
    const itemIndent = columnOf(text, value.range[0]);
    return insertLine(text, value.range[1], itemIndent, `- ${inline(change.append)}`);
  }
  return { refuse: `${change.key} is not a list` };
}

/** Takes `item` out of the list of `pair` (its line), and the field itself when nothing is left in it. */
function removeItem(
  text: string,
  pair: Pair<Node, Node> | undefined,
  item: string,
): { text: string } | { refuse: string } {
  const value = pair?.value;
  if (!pair || !isSeq(value) || !value.range) return { text };
  const left = (value.toJSON() as unknown[]).filter((each) => each !== item);
  if (left.length === value.items.length) return { text };
  if (left.length === 0) {
    const last = value.items.at(-1) as Node | undefined;
    return splice(text, lineStart(text, pair.key.range![0]), lineEnd(text, (last?.range ?? value.range)[1] - 1), "");
  }
  if (value.flow) return splice(text, value.range[0], value.range[1], inline(left));
  const node = value.items.find((each): each is Node => isScalar(each) && each.value === item);
  if (!node?.range) return { refuse: `${String(pair.key)} is not a list of single values` };
  return splice(text, lineStart(text, node.range[0]), lineEnd(text, node.range[1] - 1), "");
}

/** A value as it is written after `key: ` on one line (a list in brackets). */
function inline(value: unknown): string {
  const doc = new Document(value);
  if (isCollection(doc.contents)) doc.contents.flow = true;
  return doc.toString({ ...yamlWriteOptions, flowCollectionPadding: false }).trimEnd();
}

function splice(text: string, start: number, end: number, replacement: string) {
  return { text: text.slice(0, start) + replacement + text.slice(end) };
}

/** A line of its own after the node that ends at `end` (and the comments indented under it). */
function insertLine(text: string, end: number, indent: number, line: string) {
  const at = endOfItem(text, end, indent);
  const head = text.slice(0, at);
  const lines = line.replace(/^/gm, " ".repeat(indent));
  return { text: `${head}${head.endsWith("\n") || head === "" ? "" : "\n"}${lines}\n${text.slice(at)}` };
}

function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}
