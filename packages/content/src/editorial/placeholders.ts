import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import type { FieldPath } from "../source/yaml.ts";
import { placeholderMarker, placeholderPattern as marked } from "./placeholder-marker.ts";

export const markPlaceholder = (text: string) => `${placeholderMarker} ${text}`;

/** Every text of an entry's data that holds a placeholder, with its path in the entry. */
export function placeholdersInData(data: unknown, at: FieldPath = []): { path: FieldPath; text: string }[] {
  if (typeof data === "string") return marked.test(data) ? [{ path: at, text: data }] : [];
  if (Array.isArray(data)) return data.flatMap((item, i) => placeholdersInData(item, [...at, i]));
  if (data && typeof data === "object") {
    return Object.entries(data).flatMap(([key, value]) => placeholdersInData(value, [...at, key]));
  }
  return [];
}

/** Every placeholder of an MDX body, where it starts in the file. */
export function placeholdersInBody(body: Root): { line: number; column: number; text: string }[] {
  const found: { line: number; column: number; text: string }[] = [];
  visit(body, "text", (node) => {
    const index = node.value.search(marked);
    if (index < 0 || !node.position) return;
    const before = node.value.slice(0, index).split("\n");
    const line = node.position.start.line + before.length - 1;
    const column = before.length > 1 ? before.at(-1)!.length + 1 : node.position.start.column + index;
    found.push({ line, column, text: node.value });
  });
  return found;
}

/** A draft's placeholder does not stop the build, which leaves the draft out: its message says only what to do. */
export function placeholderMessage(text: string, draft = false): string {
  // What the placeholder says, short enough for a message.
  const from = text.slice(text.search(marked)).replace(/\s+/g, " ").trim();
  const excerpt = from.length > 100 ? `${from.slice(0, 97)}...` : from;
  return `placeholder "${excerpt}" is still there: write the real text before publishing${draft ? "" : " (pnpm build refuses placeholders)"}`;
}
