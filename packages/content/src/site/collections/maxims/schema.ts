import { z } from "zod";
import { draft } from "../../../editorial/fields.ts";
import { text } from "../../../schema/index.ts";

/** One maxim of `content/maxims.yaml`, numbered on the page in file order. */
export const maximSchema = z.strictObject({
  title: text().meta({ description: "The maxim in English.", examples: ["Ignorance of the law excuses no one"] }),
  legalMaxim: text().meta({
    description: "The maxim in its original (usually Latin) wording.",
    examples: ["Ignorantia juris non excusat"],
  }),
  description: text().meta({
    description: "What the maxim means, in plain words.",
    examples: [
      "Everyone is presumed to know the law, so a person cannot escape liability by showing that he or she did not know an act was unlawful.",
    ],
  }),
  authorities: text().meta({
    description: "Where the maxim is found: cases, codes or books.",
    examples: ["Broom's Legal Maxims (1845); Bouvier's Law Dictionary (1856), Maxims"],
  }),
  draft: draft(),
});
