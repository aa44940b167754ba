import type { SiteConfig } from "@site/content";
import type { MetaDescriptor } from "react-router";
import { sectionMeta } from "../search/indexing";
import { absoluteUrl } from "./absolute-url";

export interface PageSeo {
  /** The page's own title; the site-name suffix is added here. */
  title: string;
  description: string;
  /** The page's canonical path, e.g. `/dictionary/trust`. */
  path: string;
  /** Link-preview image under /media (defaults to the site's). */
  image?: string;
  type?: "website" | "article";
  robots?: string;
  /** Structured data describing the page (schema.org). */
  jsonLd?: object;
  /** The day the page's content was last reviewed (`YYYY-MM-DD`): its structured data's dateModified. */
  dateModified?: string | undefined;
}

/** schema.org types that are pages or documents, and so have a dateModified of their own. */
const creativeWorks = new Set(["WebPage", "FAQPage", "HowTo", "Article"]);

/**
 * The page's structured data with the day it was last reviewed. A thing that is not a document (a
 * DefinedTerm) is the main entity of a WebPage that carries the date.
 */
function withDateModified(jsonLd: object | undefined, dateModified: string | undefined, url: string) {
  if (!dateModified) return jsonLd;
  const type = (jsonLd as { "@type"?: string } | undefined)?.["@type"];
  if (jsonLd && type && creativeWorks.has(type)) return { ...jsonLd, dateModified };
  return { "@type": "WebPage", url, dateModified, ...(jsonLd ? { mainEntity: jsonLd } : {}) };
}

interface Match {
  id: string;
  loaderData?: unknown;
}

/** site.yaml's values, from the root route's data among a route's matches. */
export function siteOf(matches: readonly (Match | undefined)[]): SiteConfig | undefined {
  return (matches.find((match) => match?.id === "root")?.loaderData as { site?: SiteConfig } | undefined)?.site;
}

/** A page's title as every page ends it: "Dictionary | Cornerstone Law Trust". */
export const fullTitle = (title: string, site: Pick<SiteConfig, "titleSuffix"> | undefined) =>
  site ? `${title} | ${site.titleSuffix}` : title;

/**
 * The head tags of one page, for a route's `meta`: title with the site's suffix, description,
 * canonical address (which also names the page's section for the site search), link previews and
 * structured data.
 */
export function seo(matches: readonly (Match | undefined)[], page: PageSeo): MetaDescriptor[] {
  const site = siteOf(matches);
  const title = fullTitle(page.title, site);
  const url = absoluteUrl(site?.baseUrl ?? null, page.path);
  const picture = page.image ?? site?.socialImage ?? "";
  const image = absoluteUrl(site?.baseUrl ?? null, picture.startsWith("/") ? picture : `/media/${picture}`);
  const jsonLd = withDateModified(page.jsonLd, page.dateModified, url);
  const robots = page.robots ?? "index, follow";
  return [
    { title },
    { name: "description", content: page.description },
    { name: "robots", content: robots },
    // A page kept out of search engines (a not-found page) names no address as its canonical one.
    ...(robots.startsWith("noindex")
      ? []
      : [{ tagName: "link", rel: "canonical", href: url, ...sectionMeta(page.path) }]),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site?.name ?? "" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(jsonLd ? [{ "script:ld+json": { "@context": "https://schema.org", ...jsonLd } }] : []),
  ];
}

interface HeadArgs {
  loaderData: { head: PageSeo } | undefined;
  matches: readonly (Match | undefined)[];
}

/** `meta` of a screen whose loader returns its page's `head`; an error screen sets its own title. */
export const headMeta = ({ loaderData, matches }: HeadArgs): MetaDescriptor[] =>
  loaderData ? seo(matches, loaderData.head) : [];
