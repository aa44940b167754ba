import { isDeepStrictEqual } from "node:util";
import { endOfItem, renderYaml, yamlWriteOptions } from "@site/content/editing";
import { Document, isMap, isPair, isScalar, isSeq, parseDocument, Scalar, type Node, type Pair } from "yaml";

type Path = readonly PropertyKey[];
type Edit = { start: number; end: number; text: string };

/**
 * Gives the mapping at `at` (an item of a list, or the whole file) the data `next`, field by field:
 * a field whose value did not change keeps every byte, a changed one is written where it stands (a
 * text keeps its block style), a new one goes under the last, a removed one goes with its lines. The
 * rest of the file is untouched. The result is parsed again and must hold exactly the data asked for.
 */
export function replaceMapping(
  text: string,
  at: Path,
  next: Record<string, unknown>,
): { text: string } | { refuse: string } {
  const doc = parsed(text);
  if (doc.errors.length > 0) return { refuse: "it has a YAML syntax error: fix it in the file first" };
  const map = at.length === 0 ? doc.contents : doc.getIn(at, true);
  if (!isMap(map) || map.flow || !map.range) return { refuse: "the entry is not written as `field: value` lines" };
  const pairs = map.items.filter((item): item is Pair<Node, Node> => isPair(item) && isScalar(item.key));
  const old = map.toJS(doc) as Record<string, unknown>;
  const indent = columnOf(text, pairs[0]?.key.range?.[0] ?? map.range[0]);
  const edits: Edit[] = [];

  for (const pair of pairs) {
    const key = String((pair.key as Scalar).value);
    if (key in next && isDeepStrictEqual(next[key], old[key])) continue;
    const start = pair.key.range![0];
    const end = endOfPair(text, pair, indent);
    if (!(key in next)) {
      // A field on the `- ` line of its item cannot go without the item's marker: written whole below.
      if (columnOf(text, start) !== indent || lineStart(text, start) !== start - indent)
        return wholeItem(text, doc, at, next);
      edits.push({ start: start - indent, end, text: "" });
    } else {
      edits.push({ start, end, text: indented(renderPair(key, next[key], pair.value), indent) });
    }
  }
  const added = Object.keys(next).filter((key) => !(key in old));
  if (added.length > 0) {
    const last = pairs.at(-1);
    const at = last ? endOfPair(text, last, indent) : map.range[1];
    const lines = added.map((key) => " ".repeat(indent) + indented(renderPair(key, next[key]), indent)).join("");
    edits.push({ start: at, end: at, text: (text[at - 1] === "\n" || at === 0 ? "" : "\n") + lines });
  }
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return holds(doc, result, at, next) ? { text: result } : wholeItem(text, doc, at, next);
}

let lastParsed: { text: string; doc: Document } | undefined;

/**
 * The file as parsed, kept while its text stays the same: each keystroke's preview changes the same
 * entry of the same file, and parsing a long list (the dictionary) was most of a preview's time.
 * Nothing here changes a parsed document.
 */
function parsed(text: string): Document {
  if (lastParsed?.text !== text) lastParsed = { text, doc: parseDocument(text) };
  return lastParsed.doc;
}

const byHand = { refuse: "the change could not be made without touching the rest of the file: make it by hand" };

/** The last resort: the item written whole in the site's YAML style, the rest of the file untouched. */
function wholeItem(text: string, doc: Document, at: Path, next: Record<string, unknown>) {
  const node = doc.getIn(at, true) as Node | undefined;
  const index = at.at(-1);
  if (at.length !== 1 || typeof index !== "number" || !isSeq(doc.contents) || !node?.range) return byHand;
  const start = lineStart(text, node.range[0]);
  const margin = node.range[0] - start - 2;
  const end = endOfItem(text, node.range[1], margin);
  const item = renderYaml([next]).replace(/^(?=.)/gm, " ".repeat(margin));
  const result = text.slice(0, start) + item + text.slice(end);
  return holds(doc, result, at, next) ? { text: result } : byHand;
}

/** Whether `after` holds the data of `before` with the mapping at `at` replaced by `next`, and nothing else changed. */
function holds(before: Document, after: string, at: Path, next: unknown): boolean {
  const parsed = parseDocument(after);
  if (parsed.errors.length > 0) return false;
  if (at.length === 0) return isDeepStrictEqual(parsed.toJS(), next);
  const expected = before.toJS() as unknown;
  const parent = at.slice(0, -1).reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)[key], expected);
  (parent as Record<PropertyKey, unknown>)[at.at(-1)!] = next;
  return isDeepStrictEqual(parsed.toJS(), expected);
}

/** `key: value` in the site's YAML style; a text keeps the block style it was written in. */
function renderPair(key: string, value: unknown, before?: Node | null): string {
  const doc = new Document({});
  let node: unknown = value;
  if (typeof value === "string" && isScalar(before) && typeof before.value === "string") {
    const scalar = new Scalar(value);
    const blocks = [Scalar.BLOCK_FOLDED, Scalar.BLOCK_LITERAL] as string[];
    // A folded text keeps its style while it is one paragraph; line breaks need the literal style.
    if (before.type && blocks.includes(before.type))
      scalar.type = value.includes("\n") ? Scalar.BLOCK_LITERAL : (before.type as Scalar.Type);
    node = scalar;
  }
  doc.set(key, node);
  return doc.toString(yamlWriteOptions);
}

/** The lines after the first indented to the mapping's column (the first is placed at the key). */
function indented(rendered: string, indent: number): string {
  const [first, ...rest] = rendered.split("\n");
  return [first, ...rest.map((line) => (line === "" ? line : " ".repeat(indent) + line))].join("\n");
}

/** Where a field ends for its author: the end of its value's last line and the comments indented under it. */
function endOfPair(text: string, pair: Pair<Node, Node>, indent: number): number {
  const valueEnd = pair.value?.range?.[1] ?? pair.key.range![1];
  return endOfItem(text, valueEnd, indent);
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}
