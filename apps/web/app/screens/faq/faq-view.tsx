import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@site/ui";
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/route";
import { ContentHtml } from "../../components/content-html";
import { DraftBadge } from "../../components/editorial/draft-badge";
import { LastReviewed } from "../../components/editorial/last-reviewed";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { notIndexed, searchTargetTitledBefore } from "../../search/indexing";

/** The element a fragment names, if any; a malformed one (`#%E0`) names none. */
function elementOf(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/**
 * `/faq#<question-id>` opens that answer, also where the browser does not on its own (a result of
 * the site search, from another page or from this one), and brings its question to the top with
 * the focus on it: the answer is far down the page, and the keyboard goes on from there.
 */
function useOpenLinkedAnswer() {
  // The key changes with every navigation, the same question chosen twice included.
  const { hash, key } = useLocation();
  useEffect(() => {
    const item = elementOf(hash)?.closest("details");
    if (!item) return;
    item.open = true;
    const question = item.querySelector("summary");
    question?.scrollIntoView({ block: "start" });
    question?.focus({ preventScroll: true });
  }, [hash, key]);
}

/** One answer open at a time; the questions fade in 150 ms apart. The whole list works without JavaScript. */
export function FaqView({ head, body, actions, items }: Route.ComponentProps["loaderData"]) {
  useOpenLinkedAnswer();
  return (
    <PageLayout head={head}>
      <PageBody html={body} className="mb-8" />
      <Accordion className="max-w-4xl">
        {items.map((item, index) => (
          <AccordionItem key={item.id} fadeDelayMs={150 * index}>
            <AccordionTrigger headingLevel={2} className="scroll-mt-6" {...notIndexed}>
              {item.question}
              <DraftBadge draft={item.draft} />
            </AccordionTrigger>
            <AccordionContent id={item.id} {...searchTargetTitledBefore(item.question)}>
              <ContentHtml
                html={item.answer}
                className="space-y-3 text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline"
              />
              <LastReviewed reviewed={item.reviewed} className="mt-3" />
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <PageActions actions={actions} className="mt-10" />
    </PageLayout>
  );
}
