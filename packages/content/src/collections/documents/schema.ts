import { z } from "zod";
import { draft } from "../../editorial/fields.ts";
import { download, httpsUrl, list, slugId, text } from "../../schema/index.ts";
import { slugify } from "../../slug.ts";

export const documentTypes = ["PDF Template", "DOCX Template", "PDF Guide", "PDF Book", "PDF Document"] as const;

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * A downloadable entry. It has a `file` under content/downloads (its size is measured), or a `url`
 * elsewhere (give its `size`), or neither, and then the site says it is not yet available. Its id,
 * made from its name, is how a process lists it among its templates.
 */
export const documentEntrySchema = z
  .strictObject({
    name: text(),
    type: z.enum(documentTypes),
    description: text(),
    file: download().optional().meta({ description: "A file under content/downloads." }),
    url: httpsUrl().optional().meta({ description: "An address elsewhere; give its size too." }),
    size: text().optional().meta({ description: "Shown beside the button, e.g. '2.4 MB'; measured for files." }),
  })
  .refine((entry) => !(entry.file && entry.url), { message: "give either a file or a url, not both", path: ["url"] })
  .refine((entry) => !entry.url || entry.size, {
    message: "is required for a linked document (e.g. '2.4 MB')",
    path: ["size"],
  })
  .transform(({ file, url, size, ...entry }) => ({
    id: slugify(entry.name),
    ...entry,
    ...(file ? { size: size ?? formatBytes(file.bytes) } : size ? { size } : {}),
    download: file
      ? ({ kind: "file", href: file.href, fileName: file.fileName } as const)
      : url
        ? ({ kind: "external", href: url } as const)
        : ({ kind: "unavailable" } as const),
  }));

export const documentCategorySchema = z.strictObject({
  id: slugId(),
  title: text(),
  description: text(),
  documents: list(documentEntrySchema).min(1),
  draft: draft(),
});
