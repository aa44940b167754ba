import { z } from "zod";
import { text } from "../../schemas-common.ts";

/** One maxim of `content/maxims.yaml`, numbered on the page in file order. */
export const maximSchema = z.strictObject({
  title: text(),
  /** The maxim in its original (usually Latin) wording. */
  legalMaxim: text(),
  description: text(),
  authorities: text(),
});

export const maximsSchema = z.array(maximSchema).min(1);
export type Maxim = z.infer<typeof maximSchema>;
