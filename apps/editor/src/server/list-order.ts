import { isSeq, parseDocument } from "yaml";

/**
 * A list file with one item moved from its place to another (both counted from 0), every item's
 * text kept as written: only the moved item changes place, so the file's diff shows that item alone.
 * Items are what lies between one `- ` and the next (comments above an item go with the one before).
 */
export function moveListItem(text: string, from: number, to: number): { text: string } | { refuse: string } {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return { refuse: "it has a YAML syntax error: fix it in the file first" };
  const items = isSeq(doc.contents) ? doc.contents.items : [];
  if (from < 0 || from >= items.length) return { refuse: "the entry is no longer where it was: reload the editor" };
  const place = Math.min(Math.max(to, 0), items.length - 1);
  if (place === from) return { text };
  const starts = items.map((item) => {
    const offset = (item as { range?: [number, number, number] }).range![0];
    return text.lastIndexOf("\n", offset - 1) + 1;
  });
  const head = text.slice(0, starts[0]);
  const blocks = starts.map((start, i) => text.slice(start, starts[i + 1] ?? text.length).trimEnd());
  // The items are set apart as the file sets them apart (a blank line, or none).
  const gap = /\n\s*\n$/.test(text.slice(starts[0], starts[1] ?? text.length)) ? "\n\n" : "\n";
  const [moved] = blocks.splice(from, 1);
  blocks.splice(place, 0, moved!);
  return { text: `${head}${blocks.join(gap)}\n` };
}
