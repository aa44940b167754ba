import { z } from "zod";
import { draft } from "../../editorial/fields.ts";
import { text } from "../../schema/index.ts";

/** One maxim of `content/maxims.yaml`, numbered on the page in file order. */
export const maximSchema = z.strictObject({
  title: text().meta({ description: "The maxim in English." }),
  legalMaxim: text().meta({ description: "The maxim in its original (usually Latin) wording." }),
  description: text().meta({ description: "What the maxim means, in plain words." }),
  authorities: text().meta({ description: "Where the maxim is found: cases, codes or books." }),
  draft: draft(),
});
