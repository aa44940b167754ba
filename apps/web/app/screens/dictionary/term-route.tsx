import { slugify, termHref } from "@site/content/runtime";
import type { Route } from "./+types/term-route";
import { notFoundBoundary, notFoundMeta } from "../../components/not-found-boundary";
import { absoluteUrl } from "../../lib/absolute-url";
import { store } from "../../lib/content.server";
import { canonicalParam, found, redirectToCanonical } from "../../lib/entry-param";
import { htmlText } from "../../lib/html-text";
import { metaDescription } from "../../lib/meta-description";
import { reviewedDate } from "../../lib/reviewed-date";
import { richHtml } from "../../lib/rich-html.server";
import { seo, siteOf } from "../../lib/seo";
import { TermView } from "./term-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

/** The parameter is the term's slug, or the term itself in any case ("United States"). */
const termId = (param: string | undefined) => canonicalParam(param, slugify);

export function loader({ params }: Route.LoaderArgs) {
  const entry = found(store.find("dictionary", termId(params.id)));
  return {
    term: { id: entry.id, term: entry.term, sources: entry.supportingSources },
    definition: richHtml(entry.definition),
    detailed: richHtml(entry.detailedDefinition),
    reviewed: reviewedDate(entry.reviewed),
  };
}

export function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  redirectToCanonical(request, params.id, termId(params.id));
  return serverLoader();
}

const notFound = {
  title: "Term Not Found",
  message: "The requested legal term could not be found.",
  backHref: "/dictionary",
  backLabel: "Back to Dictionary",
};
export const ErrorBoundary = notFoundBoundary(notFound, slugify);

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, matches } = args;
  if (!loaderData) return notFoundMeta(args, notFound);
  const { term, definition, reviewed } = loaderData;
  const site = siteOf(matches);
  const description = htmlText(definition);
  return seo(matches, {
    // Qualified: several terms share a name with a page or a video topic (Litigation, Fee Simple).
    title: `${term.term} — Legal Dictionary`,
    description: metaDescription(description),
    path: termHref(term.id),
    type: "article",
    dateModified: reviewed?.dateTime,
    jsonLd: {
      "@type": "DefinedTerm",
      name: term.term,
      description,
      url: absoluteUrl(site?.baseUrl ?? null, termHref(term.id)),
      inDefinedTermSet: {
        "@type": "DefinedTermSet",
        name: `${site?.name ?? ""} Dictionary`,
        url: absoluteUrl(site?.baseUrl ?? null, "/dictionary"),
      },
    },
  });
};

export const shouldRevalidate = reloadOnContentEdit;

/** /dictionary/<term>: one term. */
export default function TermRoute({ loaderData }: Route.ComponentProps) {
  return <TermView {...loaderData} />;
}
