import fs from "node:fs";
import type { LoadContext } from "../../manifest/context.ts";
import { mediaFolders } from "../../manifest/context.ts";
import { locate } from "../../source/yaml.ts";
import { documentsSchema, type DocumentEntry } from "./schema.ts";

export type Download =
  { kind: "file"; href: string; fileName: string } | { kind: "external"; href: string } | { kind: "unavailable" };

export interface Document extends Omit<DocumentEntry, "file" | "url"> {
  download: Download;
}

export interface DocumentCategory {
  id: string;
  title: string;
  description: string;
  documents: Document[];
}

export function loadDocuments(ctx: LoadContext): DocumentCategory[] | undefined {
  const source = ctx.readYaml("documents.yaml");
  if (!source) return undefined;
  const categories = ctx.validate(documentsSchema, source);
  if (!categories) return undefined;

  const ids = new Map<string, number>();
  return categories.map((category, c) => {
    const first = ids.get(category.id);
    if (first !== undefined) {
      ctx.error(
        source,
        [c, "id"],
        `duplicate category id "${category.id}" (first used at line ${locate(source, [first, "id"]).line})`,
      );
    } else ids.set(category.id, c);

    const documents = category.documents.map(({ file, url, ...entry }, d): Document => {
      if (url) {
        if (!entry.size)
          ctx.error(source, [c, "documents", d, "size"], "is required for a linked document (e.g. '2.4 MB')");
        return { ...entry, download: { kind: "external", href: url } };
      }
      if (file) {
        const path = ctx.file(`${mediaFolders.downloads}/${file}`);
        if (!fs.existsSync(path)) {
          ctx.error(source, [c, "documents", d, "file"], `no file downloads/${file} in the content folder`);
          return { ...entry, download: { kind: "unavailable" } };
        }
        return {
          ...entry,
          size: entry.size ?? formatBytes(fs.statSync(path).size),
          download: { kind: "file", href: `/${mediaFolders.downloads}/${encodeURI(file)}`, fileName: file },
        };
      }
      return { ...entry, download: { kind: "unavailable" } };
    });
    return { id: category.id, title: category.title, description: category.description, documents };
  });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
