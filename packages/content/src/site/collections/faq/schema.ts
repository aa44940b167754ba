import { z } from "zod";
import { draft, reviewed } from "../../../editorial/fields.ts";
import { markdown, text } from "../../../schema/index.ts";

/** One question of `content/faq.yaml`. The answer is Markdown; paragraphs are separated by blank lines and HTML links are allowed. */
export const faqItemSchema = z.strictObject({
  question: text().meta({
    description: "The question as a visitor would ask it; its anchor on /faq is made from it.",
    examples: ["Can I make a large donation to the trust?"],
  }),
  answer: markdown().meta({
    description: "Markdown. Paragraphs are separated by blank lines.",
    examples: [
      'Yes. The trust accepts donations of any size. For a large donation, please <a href="/contact">contact us</a> first.',
    ],
  }),
  reviewed: reviewed(),
  draft: draft(),
});
