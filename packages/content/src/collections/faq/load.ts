import { renderMarkdown, type RichText } from "../../markdown/rich-text.ts";
import type { LoadContext } from "../../manifest/context.ts";
import { slugify } from "../../slug.ts";
import { faqSchema } from "./schema.ts";

export interface FaqItem {
  /** Anchor id, so a question can be linked to (`/faq#is-this-legal-advice`). */
  id: string;
  question: string;
  answer: RichText;
  answerText: string;
}

export function loadFaq(ctx: LoadContext): FaqItem[] | undefined {
  const source = ctx.readYaml("faq.yaml");
  if (!source) return undefined;
  const items = ctx.validate(faqSchema, source);
  if (!items) return undefined;
  const seen = new Set<string>();
  return items.map((item, i) => {
    const id = slugify(item.question);
    if (seen.has(id)) ctx.error(source, [i, "question"], `duplicate question "${item.question}"`);
    seen.add(id);
    const answer = renderMarkdown(item.answer);
    ctx.queueMarkdownLinks(source, [i, "answer"], answer.links);
    return { id, question: item.question, answer: answer.tree, answerText: answer.text };
  });
}
