import { z } from "zod";
import { httpsUrl, text } from "../../schemas-common.ts";

export const slugId = () =>
  z
    .string()
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      "expected a lowercase id of letters, digits and hyphens, e.g. 'trust-and-estate'",
    );

export const documentTypes = ["PDF Template", "DOCX Template", "PDF Guide", "PDF Book", "PDF Document"] as const;

/**
 * A downloadable entry. It has a `file` under content/downloads (its size is measured), or a `url`
 * elsewhere (give its `size`), or neither, and then the site says it is not yet available.
 */
export const documentEntrySchema = z
  .strictObject({
    name: text(),
    type: z.enum(documentTypes),
    description: text(),
    file: text().optional(),
    url: httpsUrl().optional(),
    size: text().optional(),
  })
  .refine((entry) => !(entry.file && entry.url), {
    message: "give either a file or a url, not both",
    path: ["url"],
  });

export const documentCategorySchema = z.strictObject({
  id: slugId(),
  title: text(),
  description: text(),
  documents: z.array(documentEntrySchema).min(1),
});

export const documentsSchema = z.array(documentCategorySchema).min(1);
export type DocumentEntry = z.infer<typeof documentEntrySchema>;
