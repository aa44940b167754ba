import type { Route } from "./+types/route";
import { screenPage, store } from "../../lib/content.server";
import { richHtml } from "../../lib/rich-html.server";
import { headMeta } from "../../lib/seo";
import { FaqView } from "./faq-view";

export function loader() {
  const { page, head, body } = screenPage("faq");
  const faq = store.all("faq");
  const jsonLd = {
    "@type": "FAQPage",
    mainEntity: faq.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer.text },
    })),
  };
  const items = faq.map(({ id, question, answer }) => ({ id, question, answer: richHtml(answer) }));
  return { head: { ...head, jsonLd }, body, actions: page.actions, items };
}

export const meta: Route.MetaFunction = headMeta;

/** /faq: the questions and their answers. */
export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqView {...loaderData} />;
}
