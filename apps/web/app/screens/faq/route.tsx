import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@site/ui";
import { faq } from "virtual:content/faq";
import { pages } from "virtual:content/pages";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { RichText } from "../../components/rich-text";
import { useStateFromHash } from "../../lib/use-state-from-hash";
import { searchTarget } from "../../search/indexing";

const page = pages.faq;

const faqJsonLd = {
  "@type": "FAQPage",
  mainEntity: faq.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.answerText },
  })),
};

const questionIds = new Set(faq.map((item) => item.id));

/** One answer open at a time; the questions fade in 150 ms apart; `/faq#<question id>` opens that one. */
export default function FaqScreen() {
  const [open, setOpen] = useStateFromHash("", (id) => (questionIds.has(id) ? id : undefined));
  return (
    <PageLayout page={page} jsonLd={faqJsonLd}>
      <PageBody body={page.body} className="mb-8" />
      <Accordion className="max-w-4xl" value={open} onValueChange={setOpen}>
        {faq.map((item, index) => (
          <AccordionItem
            key={item.id}
            value={item.id}
            id={item.id}
            fadeDelayMs={150 * index}
            {...searchTarget(item.question)}
          >
            <AccordionTrigger headingLevel={2}>{item.question}</AccordionTrigger>
            <AccordionContent>
              <div className="space-y-3 text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline">
                <RichText tree={item.answer} />
              </div>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <PageActions actions={page.actions} className="mt-10" />
    </PageLayout>
  );
}
