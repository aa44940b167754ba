import { slugify, termHref } from "@site/content/runtime";
import { Container } from "@site/ui";
import type { Route } from "./+types/term-route";
import { DetailHeader } from "../../components/detail-header";
import { notFoundBoundary } from "../../components/not-found-boundary";
import { RichContent } from "../../components/rich-content";
import { JsonLd, Seo } from "../../components/seo";
import { withIslands } from "../../islands/client-loader";
import { island } from "../../islands/island.server";
import { Island } from "../../islands/Island";
import { absoluteUrl } from "../../lib/absolute-url";
import { store } from "../../lib/content.server";
import { canonicalParam, found, redirectToCanonical } from "../../lib/entry-param";
import { metaDescription } from "../../lib/meta-description";
import { BackToDictionary } from "./back-to-dictionary";
import { ShareTerm } from "./share-term";
import { SupportingSources } from "./supporting-sources";
import { TermNotFound } from "./term-not-found";

/** The parameter is the term's slug, or the term itself in any case ("United States"). */
const termId = (param: string | undefined) => canonicalParam(param, slugify);

export function loader({ params }: Route.LoaderArgs) {
  const entry = found(store.find("dictionary", termId(params.id)));
  const { site } = store;
  return {
    term: { id: entry.id, term: entry.term, sources: entry.supportingSources },
    description: metaDescription(entry.definition.text),
    definition: island({
      tree: entry.definition.tree,
      // Structured data for search engines: in the HTML, never in the page's JavaScript.
      jsonLd: {
        "@type": "DefinedTerm",
        name: entry.term,
        description: entry.definition.text,
        url: absoluteUrl(site.baseUrl, termHref(entry.id)),
        inDefinedTermSet: {
          "@type": "DefinedTermSet",
          name: `${site.name} Dictionary`,
          url: absoluteUrl(site.baseUrl, "/dictionary"),
        },
      },
    }),
    detailed: entry.detailedDefinition ? island(entry.detailedDefinition.tree) : undefined,
  };
}

export function clientLoader(args: Route.ClientLoaderArgs) {
  redirectToCanonical(args.request, args.params.id, termId(args.params.id));
  return withIslands(args);
}

export const ErrorBoundary = notFoundBoundary(TermNotFound);

const proseClasses = "mt-3 space-y-3 text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline";

/** One term: its definition, the longer explanation where there is one, and its sources. */
export default function TermScreen({ loaderData: { term, description, definition, detailed } }: Route.ComponentProps) {
  return (
    <>
      <Seo
        // Qualified: several terms share a name with a page or a video topic (Litigation, Fee Simple).
        title={`${term.term} — Legal Dictionary`}
        description={description}
        path={termHref(term.id)}
        type="article"
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
            <Island value={definition} className={`${proseClasses} text-lg/relaxed`}>
              {({ tree, jsonLd }) => (
                <>
                  <JsonLd data={jsonLd} />
                  <RichContent tree={tree} />
                </>
              )}
            </Island>
          </section>
          {detailed ? (
            <section aria-labelledby="detailed-heading" className="mt-10">
              <h2 id="detailed-heading" className="font-display text-2xl font-semibold text-primary">
                In detail
              </h2>
              <Island value={detailed} className={`${proseClasses} leading-relaxed`}>
                {(tree) => <RichContent tree={tree} />}
              </Island>
            </section>
          ) : null}
          <SupportingSources term={term} />
        </div>
      </Container>
    </>
  );
}
