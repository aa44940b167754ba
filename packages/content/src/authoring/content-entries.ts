import fs from "node:fs";
import path from "node:path";
import type { ContentSite } from "../collection/content-site.ts";
import { LoadContext } from "../collection/context.ts";
import { rawText, type CollectionDefinition } from "../collection/define.ts";
import { FileCache } from "../graph/file-cache.ts";
import { IssueList } from "../issues.ts";
import { locate, type FieldPath } from "../source/yaml.ts";
import { editYamlFields, type FieldChange } from "./yaml-edit.ts";

/** An entry as its source reads it, valid or not, and where it is written. */
export interface WrittenEntry {
  collection: CollectionDefinition;
  id: string | undefined;
  data: unknown;
  /** The file, relative to the content folder. */
  file: string;
  /** Where the entry sits in its file (`[3]` in a list), and the line it starts on. */
  path: FieldPath;
  line: number;
  /** What the entry is called: its term, question or title. */
  name: string | undefined;
}

/** Every entry of the content folder, collection by collection, as the commands that edit content find them. */
export function writtenEntries(
  site: ContentSite,
  root: string,
  ctx = new LoadContext(root, new IssueList(), new FileCache(root)),
): WrittenEntry[] {
  return (site.collections as readonly CollectionDefinition[]).flatMap((collection) =>
    collection.source.files(ctx).flatMap((file) =>
      (collection.source.read(ctx, file) ?? []).map((entry) => ({
        collection,
        id: entry.id ?? collection.idOf?.(entry.data),
        data: entry.data,
        file,
        path: entry.path,
        line: entry.path.length > 0 ? locate(entry.yaml, entry.path).line : 1,
        name: rawText(entry.data, collection.labelField ?? "title"),
      })),
    ),
  );
}

/**
 * The text of an entry's file with some of its fields changed (an MDX file's frontmatter), every
 * other byte as the author wrote it; `text` is the file as an earlier change left it.
 */
export function editEntryFields(
  root: string,
  entry: Pick<WrittenEntry, "collection" | "file" | "path">,
  changes: readonly FieldChange[],
  text = fs.readFileSync(path.join(root, entry.file), "utf8"),
): { text: string } | { refuse: string } {
  if (entry.collection.source.format === "yaml") return editYamlFields(text, entry.path, changes);
  const end = text.indexOf("\n---", 3);
  if (!text.startsWith("---\n") || end < 0) return { refuse: "its frontmatter is not closed by a line of ---" };
  const edited = editYamlFields(text.slice(4, end + 1), [], changes);
  return "refuse" in edited ? edited : { text: `---\n${edited.text}${text.slice(end + 1)}` };
}

/** A file or `file:line` an author names, from where they are or from the content folder. */
export function namedFile(root: string, written: string): { file: string; line?: number } | undefined {
  const [, name = written, line] = /^(.*?)(?::(\d+))?(?::\d+)?$/.exec(written) ?? [];
  for (const base of [process.cwd(), root]) {
    const relative = path.relative(root, path.resolve(base, name)).split(path.sep).join("/");
    if (!relative.startsWith("..") && fs.existsSync(path.join(root, relative))) {
      return { file: relative, ...(line ? { line: Number(line) } : {}) };
    }
  }
  return undefined;
}
