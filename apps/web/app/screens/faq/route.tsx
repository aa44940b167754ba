import { screenRoute, viewRoute } from "../../lib/screen-route";
import { draftFlag, screenPage, store } from "../../lib/content.server";
import { latestReview, reviewedDate } from "../../lib/reviewed-date";
import { richHtml } from "../../lib/rich-html.server";
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
  const items = faq.map((item) => ({
    id: item.id,
    question: item.question,
    answer: richHtml(item.answer),
    reviewed: reviewedDate(item.reviewed),
    ...draftFlag(item),
  }));
  const dateModified = latestReview(faq.map((item) => item.reviewed));
  return { head: { ...head, jsonLd, ...(dateModified ? { dateModified } : {}) }, body, actions: page.actions, items };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /faq: the questions and their answers. */
export default viewRoute(FaqView);
