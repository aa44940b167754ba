import { z } from "zod";
import { text } from "../../schemas-common.ts";

export const supportingSourceSchema = z.strictObject({
  title: text(),
  /** A public source (http/https) or an image under content/media (`/media/...`). */
  url: z
    .string()
    .trim()
    .refine((value) => /^(https?:\/\/|\/media\/)/.test(value), {
      message: "expected an http(s) URL or a /media/ path",
    }),
});

/** One glossary term of `content/dictionary.yaml`. Definitions are Markdown; links may point at other terms. */
export const termSchema = z.strictObject({
  term: text(),
  definition: text(),
  detailedDefinition: text().optional(),
  supportingSources: z.array(supportingSourceSchema).default([]),
  /** Phrases that, when they appear in any definition, link to this term (its own page excepted). */
  linkPhrases: z.array(text()).default([]),
});

export const dictionarySchema = z.array(termSchema).min(1);

export type TermEntry = z.infer<typeof termSchema>;
