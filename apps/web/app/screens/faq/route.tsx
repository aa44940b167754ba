import type { Route } from "./+types/route";
import { screenPage, store } from "../../lib/content.server";
import { htmlText } from "../../lib/html-text";
import { richHtml } from "../../lib/rich-html.server";
import { seo } from "../../lib/seo";
import { FaqView } from "./faq-view";

export function loader() {
  const { page, head, body } = screenPage("faq");
  const items = store.all("faq").map(({ id, question, answer }) => ({ id, question, answer: richHtml(answer) }));
  return { head, body, actions: page.actions, items };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo(matches, {
        ...loaderData.head,
        jsonLd: {
          "@type": "FAQPage",
          mainEntity: loaderData.items.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: htmlText(item.answer) },
          })),
        },
      })
    : [];

/** /faq: the questions and their answers. */
export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqView {...loaderData} />;
}
