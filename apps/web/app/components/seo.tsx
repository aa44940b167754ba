import { absoluteUrl } from "../lib/absolute-url";
import { useSite } from "../lib/site";
import { sectionMeta } from "../search/indexing";

export interface SeoProps {
  /** The page's own title; the site-name suffix is added here. */
  title: string;
  description: string;
  /** The page's canonical path, e.g. `/dictionary/trust`. */
  path: string;
  /** Link-preview image path (defaults to the site's). */
  image?: string;
  type?: "website" | "article";
  robots?: string;
  /** Structured data describing the page (schema.org). */
  jsonLd?: object;
}

/**
 * The head tags of one page. React 19 hoists <title>, <meta> and <link> into <head> because the
 * whole document is rendered by React, so every prerendered file carries its own tags.
 */
export function Seo({ title, description, path, image, type = "website", robots = "index, follow", jsonLd }: SeoProps) {
  const site = useSite();
  // One string, not mixed children: a <title> with several text nodes renders empty on the server.
  const fullTitle = `${title} | ${site.titleSuffix}`;
  const url = absoluteUrl(site.baseUrl, path);
  const picture = image ?? site.socialImage;
  const imageUrl = absoluteUrl(site.baseUrl, picture.startsWith("/") ? picture : `/media/${picture}`);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={robots} />
      {/* The canonical path also names the page's section for the site search. */}
      <link rel="canonical" href={url} {...sectionMeta(path)} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </>
  );
}

export function JsonLd({ data }: { data: object }) {
  // "<" is escaped so no text in the data can close the script element.
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
