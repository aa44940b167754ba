import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@site/ui";
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/route";
import { PageActions } from "../../components/page-actions";
import { PageLayout } from "../../components/page-layout";
import { RichContent, RichProse } from "../../components/rich-content";
import { JsonLd } from "../../components/seo";
import { withIslands } from "../../islands/client-loader";
import { Island } from "../../islands/Island";
import { pageWith, store } from "../../lib/content.server";
import { notIndexed, searchTargetTitledBefore } from "../../search/indexing";

export const loader = () =>
  pageWith("faq", (page) => ({ body: page.body.tree, actions: page.actions, items: store.all("faq") }));
export const clientLoader = (args: Route.ClientLoaderArgs) => withIslands(args);

/** `/faq#<question-id>` opens that answer, also where the browser does not on its own. */
function useOpenLinkedAnswer() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const item = target?.closest("details");
    if (item && !item.open) item.open = true;
  }, [hash]);
}

/** One answer open at a time; the questions fade in 150 ms apart. The whole list works without JavaScript. */
export default function FaqScreen({ loaderData: { head, content } }: Route.ComponentProps) {
  useOpenLinkedAnswer();
  return (
    <PageLayout head={head}>
      <Island value={content}>
        {({ body, actions, items }) => (
          <>
            <JsonLd
              data={{
                "@type": "FAQPage",
                mainEntity: items.map((item) => ({
                  "@type": "Question",
                  name: item.question,
                  acceptedAnswer: { "@type": "Answer", text: item.answer.text },
                })),
              }}
            />
            <RichProse tree={body} className="mb-8" />
            <Accordion className="max-w-4xl">
              {items.map((item, index) => (
                <AccordionItem key={item.id} fadeDelayMs={150 * index}>
                  <AccordionTrigger headingLevel={2} {...notIndexed}>
                    {item.question}
                  </AccordionTrigger>
                  <AccordionContent id={item.id} {...searchTargetTitledBefore(item.question)}>
                    <div className="space-y-3 text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline">
                      <RichContent tree={item.answer.tree} />
                    </div>
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
            <PageActions actions={actions} className="mt-10" />
          </>
        )}
      </Island>
    </PageLayout>
  );
}
