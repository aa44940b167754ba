import { z } from "zod";
import { text } from "../../../schema/index.ts";

/** What the search compares: letters and digits, so "e-mail" and "$5,000" are words too. */
const searchable = /[\p{L}\p{N}]/u;

/** A word or phrase as visitors type it ("POA", "power of attorney"); case and punctuation do not matter. */
const phrase = () =>
  text().refine((value) => searchable.test(value), {
    error: (issue) => `"${String(issue.input)}" has no letters or digits to search for: write a word`,
  });

/** One word, spaces not allowed ("how"). */
const word = () =>
  phrase().refine((value) => !/\s/.test(value), {
    error: (issue) => `"${String(issue.input)}" is more than one word: list each word on its own`,
  });

/** `content/search.yaml`: how the site search reads what visitors type. */
export const searchSchema = z.strictObject({
  synonyms: z
    .array(
      z
        .array(phrase())
        // A refinement, not .min(2): the author reads why a group needs two, not only that it does.
        .refine((group) => group.length >= 2, {
          error: "a synonym group needs at least two words or phrases that mean the same: add one, or delete the group",
        })
        .meta({ minItems: 2 }),
    )
    .default([])
    .meta({
      description:
        'Groups of words and phrases that mean the same to a visitor, e.g. [POA, power of attorney]: a search for any of them also finds pages with the others. Put the words visitors use beside the words the site uses ("price" beside "donation").',
      examples: [
        [
          ["POA", "power of attorney"],
          ["lawyer", "attorney", "counsel"],
        ],
      ],
    }),
  questionWords: z
    .array(word())
    .default([])
    .meta({
      description:
        'Words that only phrase a question ("how", "does"): left out of a search, so "how do I record an affidavit" finds what "record affidavit" finds. A search made of nothing else still looks for them.',
      examples: [["how", "does"]],
    }),
});
