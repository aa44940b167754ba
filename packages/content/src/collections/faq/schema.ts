import { z } from "zod";
import { text } from "../../schemas-common.ts";

/** One question of `content/faq.yaml`. The answer is Markdown; paragraphs are separated by blank lines and HTML links are allowed. */
export const faqItemSchema = z.strictObject({
  question: text(),
  answer: text(),
});

export const faqSchema = z.array(faqItemSchema).min(1);
