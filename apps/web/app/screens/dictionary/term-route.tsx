import { slugify, termHref } from "@site/content/runtime";
import type { Route } from "./+types/term-route";
import { absoluteUrl } from "../../lib/absolute-url";
import { store } from "../../lib/content.server";
import { canonicalParam, found } from "../../lib/entry-param";
import { entryRoute } from "../../lib/entry-route";
import { htmlText } from "../../lib/html-text";
import { metaDescription } from "../../lib/meta-description";
import { reviewedDate } from "../../lib/reviewed-date";
import { richHtml } from "../../lib/rich-html.server";
import { seo, siteOf } from "../../lib/seo";
import { TermView } from "./term-view";
import { viewRoute } from "../../lib/screen-route";

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

const entry = entryRoute({
  notFound: {
    title: "Term Not Found",
    message: "The requested legal term could not be found.",
    backHref: "/dictionary",
    backLabel: "Back to Dictionary",
  },
  toId: slugify,
  meta: ({ term, definition, reviewed }: ReturnType<typeof loader>, { matches }) => {
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
  },
});
export const clientLoader = (args: Route.ClientLoaderArgs) => entry.clientLoader(args);
export const { ErrorBoundary, meta, shouldRevalidate } = entry;

/** /dictionary/<term>: one term. */
export default viewRoute(TermView);
