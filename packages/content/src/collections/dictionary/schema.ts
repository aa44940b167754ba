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
  term: text().meta({
    description: "The word or phrase. Its address is made from it: /dictionary/<lower-case-with-hyphens>.",
    examples: ["Habeas Corpus"],
  }),
  definition: text().meta({
    description: "Markdown. The short definition shown in the dictionary list and at the top of the term page.",
  }),
  detailedDefinition: text().optional().meta({ description: "Markdown. A longer explanation shown on the term page." }),
  supportingSources: z
    .array(supportingSourceSchema)
    .default([])
    .meta({ description: "Sources listed on the term page: a title and an http(s) address or a /media/ image." }),
  linkPhrases: z.array(text()).default([]).meta({
    description: "Phrases that, when they appear in any definition, link to this term (its own page excepted).",
  }),
});

export const dictionarySchema = z.array(termSchema).min(1);

export type TermEntry = z.infer<typeof termSchema>;
