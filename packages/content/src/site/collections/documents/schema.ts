import { z } from "zod";
import { draft } from "../../../editorial/fields.ts";
import { download, httpsUrl, list, slugId, text } from "../../../schema/index.ts";
import { slugify } from "../../../slug.ts";

const documentTypes = ["PDF Template", "DOCX Template", "PDF Guide", "PDF Book", "PDF Document"] as const;

function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * A downloadable entry. It has a `file` under content/downloads (its size is measured), or a `url`
 * elsewhere (give its `size`), or neither, and then the site says it is not yet available. Its id,
 * made from its name, is how a process lists it among its templates.
 */
const documentEntrySchema = z
  .strictObject({
    name: text().meta({
      description: "The document's name on its card; its id, by which processes list it, is made from it.",
      examples: ["Declaration Template"],
    }),
    type: z
      .enum(documentTypes)
      .meta({ description: "What kind of document it is, shown on its card.", examples: ["DOCX Template"] }),
    description: text().meta({
      description: "A sentence on the card saying what the document is for.",
      examples: [
        "A declaration of facts in numbered paragraphs, closing with the 28 U.S.C. § 1746 penalty-of-perjury statement.",
      ],
    }),
    file: download()
      .optional()
      .meta({
        description: "The file visitors download, under content/downloads.",
        examples: ["declaration-template.docx"],
      }),
    url: httpsUrl()
      .optional()
      .meta({
        description: "Instead of a file, the document's address elsewhere; give its size too.",
        examples: ["https://www.frbservices.org/resources/financial-services/operating-circulars"],
      }),
    size: text()
      .optional()
      .meta({ description: "Shown beside the button; measured for files, required with a url.", examples: ["1.1 MB"] }),
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
  id: slugId().meta({
    description: "The category's id, lower case with hyphens: the anchor of its section on the documents page.",
    examples: ["trust-and-estate"],
  }),
  title: text().meta({ description: "The category's heading on the documents page.", examples: ["Trust and Estate"] }),
  description: text().meta({
    description: "A sentence under the heading saying what the category holds.",
    examples: ["The core documents that evidence a private trust, ready to be edited for your own trust."],
  }),
  documents: list(documentEntrySchema)
    .min(1)
    .meta({
      description: "The category's documents, one card each, in this order.",
      examples: [
        [
          {
            name: "Declaration Template",
            type: "DOCX Template",
            description:
              "A declaration of facts in numbered paragraphs, closing with the 28 U.S.C. § 1746 penalty-of-perjury statement.",
            file: "declaration-template.docx",
          },
        ],
      ],
    }),
  draft: draft(),
});
