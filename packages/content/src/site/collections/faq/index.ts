import { defineCollection, slugOfField } from "../../../collection/define.ts";
import { fill } from "../../../collection/scaffold.ts";
import { yamlList } from "../../../collection/sources.ts";
import { faqItemSchema } from "./schema.ts";

/** `content/faq.yaml`: the questions of /faq, each linkable by its anchor (`/faq#is-this-legal-advice`). */
export const faq = defineCollection({
  name: "faq",
  description: "Frequently asked questions (content/faq.yaml); answers are Markdown",
  source: yamlList("faq.yaml"),
  schema: faqItemSchema,
  idOf: slugOfField("question"),
  labelField: "question",
  shownInFileOrder: true,
  uniqueName: "question",
  summary: (items) => [["FAQ items", items.length]],
  scaffold: {
    kind: "faq",
    args: ["question"],
    create: ([question]) => ({
      data: { question, answer: fill("Write the answer here. Separate paragraphs with a blank line.") },
      beforePublishing: "the placeholder answer would show on /faq",
      next: ["The questions show on /faq in the order of faq.yaml: move the new one up if it belongs higher."],
    }),
  },
  sample(write, scale) {
    write.file(
      "faq.yaml",
      write.yaml(
        Array.from({ length: 15 * scale }, (_, i) => ({
          question: `Question ${i + 1}: ${write.sentence(8).slice(0, -1)}?`,
          answer: write.body(2),
          reviewed: write.reviewed,
        })),
      ),
    );
  },
});
