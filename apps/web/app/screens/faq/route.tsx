import type { Route } from "./+types/route";
import { draftFlag, screenPage, store } from "../../lib/content.server";
import { htmlText } from "../../lib/html-text";
import { latestReview, reviewedDate } from "../../lib/reviewed-date";
import { richHtml } from "../../lib/rich-html.server";
import { seo } from "../../lib/seo";
import { FaqView } from "./faq-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

export function loader() {
  const { page, head, body } = screenPage("faq");
  const items = store.all("faq").map((item) => ({
    id: item.id,
    question: item.question,
    answer: richHtml(item.answer),
    reviewed: reviewedDate(item.reviewed),
    ...draftFlag(item),
  }));
  return { head, body, actions: page.actions, items };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo(matches, {
        ...loaderData.head,
        dateModified: latestReview(loaderData.items.map((item) => item.reviewed?.dateTime)),
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

export const shouldRevalidate = reloadOnContentEdit;

/** /faq: the questions and their answers. */
export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqView {...loaderData} />;
}
