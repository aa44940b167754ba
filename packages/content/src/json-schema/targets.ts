import type { z } from "zod";
import { dictionarySchema } from "../collections/dictionary/schema.ts";
import { documentsSchema } from "../collections/documents/schema.ts";
import { faqSchema } from "../collections/faq/schema.ts";
import { maximsSchema } from "../collections/maxims/schema.ts";
import { pageKeys, pageSchemas, servicePageSchema, standardPageSchema } from "../collections/pages/schema.ts";
import { processSchema, stepSchema } from "../collections/processes/schema.ts";
import { siteSchema } from "../collections/site/schema.ts";
import { videoCategorySchema } from "../collections/videos/schema.ts";

/** One JSON Schema an editor can use: the zod schema it comes from and the content files it describes. */
export interface JsonSchemaTarget {
  name: string;
  title: string;
  schema: z.ZodType;
  /** Globs under the repository root; MDX front matter has no editor mapping, so it lists none. */
  files: string[];
  examples?: unknown[];
}

export const jsonSchemaTargets: JsonSchemaTarget[] = [
  {
    name: "dictionary",
    title: "Legal dictionary (content/dictionary.yaml): one entry per term",
    schema: dictionarySchema,
    files: ["content/dictionary.yaml"],
    examples: [
      [
        {
          term: "Habeas Corpus",
          definition: "A court order to bring a detained person before a judge. See [Trust](/dictionary/trust).",
          linkPhrases: ["habeas corpus"],
        },
      ],
    ],
  },
  {
    name: "faq",
    title: "Frequently asked questions (content/faq.yaml); answers are Markdown",
    schema: faqSchema,
    files: ["content/faq.yaml"],
  },
  {
    name: "maxims",
    title: "Maxims of law (content/maxims.yaml), numbered on the page in file order",
    schema: maximsSchema,
    files: ["content/maxims.yaml"],
  },
  {
    name: "documents",
    title: "Downloadable documents and templates (content/documents.yaml), by category",
    schema: documentsSchema,
    files: ["content/documents.yaml"],
  },
  {
    name: "video-category",
    title: "A video category (content/videos/<category-id>.yaml): the file name is its address",
    schema: videoCategorySchema,
    files: ["content/videos/*.yaml"],
  },
  {
    name: "process",
    title: "A DIY process (content/processes/<process-id>/process.yaml): the folder name is its address",
    schema: processSchema,
    files: ["content/processes/*/process.yaml"],
  },
  { name: "site", title: "Site-wide settings (content/site.yaml)", schema: siteSchema, files: ["content/site.yaml"] },
  {
    name: "step",
    title: "Front matter of a process step (content/processes/<id>/steps/NN-<slug>.mdx)",
    schema: stepSchema,
    files: [],
  },
  {
    name: "standard-page",
    title: "Front matter of a page in the standard layout (content/pages/<slug>.mdx)",
    schema: standardPageSchema,
    files: [],
  },
  {
    name: "service-page",
    title: "Front matter of a service page (content/pages/services/<slug>.mdx)",
    schema: servicePageSchema,
    files: [],
  },
  ...pageKeys.map((key) => ({
    name: `page-${key}`,
    title: `Front matter of content/pages/${key}.mdx`,
    schema: pageSchemas[key],
    files: [],
  })),
];
