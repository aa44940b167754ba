import { z } from "zod";
import { text } from "../../schemas-common.ts";

/** One question of `content/faq.yaml`. The answer is Markdown; paragraphs are separated by blank lines and HTML links are allowed. */
export const faqItemSchema = z.strictObject({
  question: text().meta({ description: "The question as a visitor would ask it; its anchor on /faq is made from it." }),
  answer: text().meta({ description: "Markdown. Paragraphs are separated by blank lines." }),
});

export const faqSchema = z.array(faqItemSchema).min(1);
