import { z } from "zod";
import { draft, formerAddresses, reviewed } from "../../../editorial/fields.ts";
import { list, markdown, text } from "../../../schema/index.ts";
import { linkProblem } from "../../../schema/links.ts";
import { maybeSiteIndex } from "../../../schema/site-index.ts";

const imagePattern = /\.(png|jpe?g|webp|gif|svg)(\?.*)?$/i;

const supportingSourceSchema = z
  .strictObject({
    title: text().meta({
      description: "The source's name as the term page lists it.",
      examples: ["Power of attorney — Wex legal dictionary (Legal Information Institute)"],
    }),
    url: text()
      .meta({
        description:
          "A public source's http(s) address, which opens in a new tab, or an image under content/media (/media/…), which opens in a dialog.",
        examples: ["https://www.law.cornell.edu/wex/power_of_attorney"],
      })
      .refine((value) => /^(https?:\/\/|\/media\/)/.test(value), {
        message: "expected an http(s) URL or a /media/ path",
      })
      .transform((value, ctx) => {
        const index = maybeSiteIndex();
        const problem = index && value.startsWith("/media/") ? linkProblem(value, index) : undefined;
        if (problem) ctx.addIssue(problem);
        return value;
      }),
  })
  // Images open in a dialog on the term page; anything else opens in a new tab.
  .transform((source) => ({ ...source, isImage: imagePattern.test(source.url) }));

/** One glossary term of `content/dictionary.yaml`. Definitions are Markdown; links may point at other terms. */
export const termSchema = z.strictObject({
  term: text().meta({
    description: "The word or phrase. Its address is made from it: /dictionary/<lower-case-with-hyphens>.",
    examples: ["Habeas Corpus"],
  }),
  definition: markdown().meta({
    description: "Markdown. The short definition shown in the dictionary list and at the top of the term page.",
    examples: [
      "A person authorized by a written power of attorney to act for another person (the principal) in business, financial or legal matters.",
    ],
  }),
  detailedDefinition: markdown()
    .optional()
    .meta({
      description: "Markdown. A longer explanation shown on the term page.",
      examples: [
        "The powers of an attorney-in-fact are limited to those granted in the power of attorney and allowed by state law.",
      ],
    }),
  supportingSources: list(supportingSourceSchema)
    .default([])
    .meta({
      description: "Sources listed on the term page: a title and an http(s) address or a /media/ image.",
      examples: [
        [
          {
            title: "Power of attorney — Wex legal dictionary (Legal Information Institute)",
            url: "https://www.law.cornell.edu/wex/power_of_attorney",
          },
        ],
      ],
    }),
  // Each phrase is looked for in every definition of the dictionary.
  linkPhrases: list(text(), 20)
    .default([])
    .meta({
      description: "Phrases that, when they appear in any definition, link to this term (its own page excepted).",
      examples: [["attorney-in-fact"]],
    }),
  reviewed: reviewed(),
  formerAddresses: formerAddresses(),
  draft: draft(),
});
