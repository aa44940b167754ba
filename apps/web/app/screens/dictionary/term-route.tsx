import type { Term } from "@site/content";
import { findBySlug, termHref } from "@site/content/runtime";
import { Container, NotFoundPanel } from "@site/ui";
import { termNames } from "virtual:content/terms";
import { site } from "virtual:content/site";
import type { Route } from "./+types/term-route";
import { DetailHeader } from "../../components/detail-header";
import { RichText } from "../../components/rich-text";
import { Seo } from "../../components/seo";
import { absoluteUrl } from "../../lib/absolute-url";
import { metaDescription } from "../../lib/meta-description";
import { BackToDictionary } from "./back-to-dictionary";
import { ShareTerm } from "./share-term";
import { SupportingSources } from "./supporting-sources";
import { useTerm } from "./term-data";

export default function TermScreen({ params }: Route.ComponentProps) {
  const found = findBySlug(termNames, params.term, (candidate) => candidate.term);
  if (!found) return <TermNotFound />;
  return <LoadedTermPage key={found.slug} slug={found.slug} />;
}

/** A term page loads only its own term, not the whole dictionary. */
function LoadedTermPage({ slug }: { slug: string }) {
  return <TermPage term={useTerm(slug)} />;
}

function TermNotFound() {
  return (
    <>
      <Seo
        title="Term Not Found"
        description="The requested legal term could not be found."
        path="/dictionary"
        robots="noindex, follow"
      />
      <NotFoundPanel
        title="Term Not Found"
        message="The requested legal term could not be found."
        backHref="/dictionary"
        backLabel="Back to Dictionary"
      />
    </>
  );
}

function definedTerm(term: Term) {
  return {
    "@type": "DefinedTerm",
    name: term.term,
    description: term.definitionText,
    url: absoluteUrl(termHref(term.slug)),
    inDefinedTermSet: { "@type": "DefinedTermSet", name: `${site.name} Dictionary`, url: absoluteUrl("/dictionary") },
  };
}

function TermPage({ term }: { term: Term }) {
  return (
    <>
      <Seo
        // Qualified: several terms share a name with a page or a video topic (Litigation, Fee Simple).
        title={`${term.term} — Legal Dictionary`}
        description={metaDescription(term.definitionText)}
        path={termHref(term.slug)}
        type="article"
        jsonLd={definedTerm(term)}
      />
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
            <div className="mt-3 space-y-3 text-lg leading-relaxed text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline">
              <RichText tree={term.definition} />
            </div>
          </section>
          {term.detailedDefinition ? (
            <section aria-labelledby="detailed-heading" className="mt-10">
              <h2 id="detailed-heading" className="font-display text-2xl font-semibold text-primary">
                In detail
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline">
                <RichText tree={term.detailedDefinition} />
              </div>
            </section>
          ) : null}
          <SupportingSources term={term} />
        </div>
      </Container>
    </>
  );
}
