import { Container } from "@site/ui";
import type { Route } from "./+types/term-route";
import { ContentHtml } from "../../components/content-html";
import { DetailHeader } from "../../components/detail-header";
import { LastReviewed } from "../../components/editorial/last-reviewed";
import { BackToDictionary } from "./back-to-dictionary";
import { ShareTerm } from "./share-term";
import { SupportingSources } from "./supporting-sources";

const proseClasses = "mt-3 space-y-3 text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline";

/** One term: its definition, the longer explanation where there is one, and its sources. */
export function TermView({ term, definition, detailed, reviewed }: Route.ComponentProps["loaderData"]) {
  return (
    <>
      <DetailHeader
        back={<BackToDictionary />}
        title={term.term}
        eyebrow={<p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">Legal term</p>}
      >
        <ShareTerm term={term} />
      </DetailHeader>
      {/* The same column as the header above: the term's text starts where its name does. */}
      <Container className="py-10 md:py-14">
        <div className="max-w-3xl">
          <section aria-labelledby="definition-heading">
            <h2 id="definition-heading" className="font-display text-2xl font-semibold text-primary">
              Definition
            </h2>
            <ContentHtml html={definition} className={`${proseClasses} text-lg/relaxed`} />
          </section>
          {detailed ? (
            <section aria-labelledby="detailed-heading" className="mt-10">
              <h2 id="detailed-heading" className="font-display text-2xl font-semibold text-primary">
                In detail
              </h2>
              <ContentHtml html={detailed} className={`${proseClasses} leading-relaxed`} />
            </section>
          ) : null}
          <SupportingSources term={term} />
          <LastReviewed reviewed={reviewed} className="mt-10" />
        </div>
      </Container>
    </>
  );
}
