import { isDeepStrictEqual } from "node:util";
import { Document, isSeq, parseDocument } from "yaml";

/** How content tools write YAML: never folded, so a text is one line an author can find and edit. */
export const yamlWriteOptions = { lineWidth: 0 } as const;

/** A YAML value as a content file holds it (an MDX file's frontmatter, a file of its own). */
export function renderYaml(value: unknown): string {
  return new Document(value).toString(yamlWriteOptions);
}

/**
 * Adds an item to the end of the list a YAML file holds, leaving every other byte as the author
 * wrote it: their comments, blank lines, quoting and line breaks. The item is rendered by the
 * Document API and placed where the list's last node ends (before any comment that closes the file),
 * spaced like the items before it. Re-serialising the whole document instead would refold and
 * requote the author's texts. The result is parsed again and must hold the same items plus the new one.
 * `line` is the line the new item starts on.
 */
export function appendToYamlList(
  text: string,
  item: unknown,
): { text: string; index: number; line: number } | { refuse: string } {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return { refuse: "it has a YAML syntax error: run `pnpm content:check` and fix it first" };
  const before = doc.toJS() as unknown;
  const list = doc.contents;
  let insertAt: number;
  let indent = "";
  let spaced = false;
  if (list === null) {
    insertAt = text.length;
    spaced = text.trim() !== "";
  } else if (isSeq(list) && !list.flow && list.range) {
    const last = list.items.at(-1) as { spaceBefore?: boolean; range?: [number, number, number] } | undefined;
    spaced = list.items.length > 1 ? last?.spaceBefore === true : false;
    indent = " ".repeat(list.range[0] - lineStart(text, list.range[0]));
    insertAt = last?.range ? endOfItem(text, last.range[1], indent.length) : list.range[2];
  } else {
    return { refuse: "it does not hold a list of '- ' items: fix it first" };
  }

  const rendered = renderYaml([item])
    .split("\n")
    .map((line) => (line === "" ? line : indent + line))
    .join("\n");
  const head = text.slice(0, insertAt);
  const separator = (head === "" || head.endsWith("\n") ? "" : "\n") + (spaced ? "\n" : "");
  const result = head + separator + rendered + text.slice(insertAt);

  const after = parseDocument(result);
  const items = Array.isArray(before) ? before : [];
  if (after.errors.length > 0 || !isDeepStrictEqual(after.toJS(), [...items, item])) {
    return { refuse: "the new item could not be added without changing the others: add it by hand" };
  }
  return { text: result, index: items.length, line: (head + separator).split("\n").length };
}

/**
 * Where the last item ends for the author: the end of its last line, and of the comment lines
 * indented under it (they are about it). A blank line or a comment at the list's margin closes it.
 */
export function endOfItem(text: string, valueEnd: number, margin: number): number {
  let end = text[valueEnd - 1] === "\n" || valueEnd >= text.length ? valueEnd : lineEnd(text, valueEnd);
  for (;;) {
    const next = text.slice(end, lineEnd(text, end));
    const comment = /^( *)#/.exec(next);
    if (!comment || comment[1]!.length <= margin) return end;
    end = lineEnd(text, end);
  }
}

/** Where the line holding `offset` starts. */
export function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

/** Where the line holding `from` ends, after its line break. */
export function lineEnd(text: string, from: number): number {
  const newline = text.indexOf("\n", from);
  return newline < 0 ? text.length : newline + 1;
}
