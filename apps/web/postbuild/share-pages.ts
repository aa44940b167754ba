import type { SiteConfig, Term } from "@site/content";
import { termHref } from "@site/content/runtime";
import { metaDescription } from "../app/lib/meta-description";
import { escapeHtml } from "./html";

/**
 * A tiny page per term that link previews can read (its own Open Graph tags) and that sends a
 * person straight on to the term's page.
 */
export function termSharePage(site: SiteConfig, term: Term): string {
  const target = `${site.baseUrl ?? ""}${termHref(term.id)}`;
  const title = escapeHtml(`${term.term} | ${site.titleSuffix}`);
  const description = escapeHtml(metaDescription(term.definition.text));
  const image = escapeHtml(`${site.baseUrl ?? ""}${site.socialImage}`);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(site.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="${escapeHtml(target)}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="${escapeHtml(site.name)}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${escapeHtml(target)}">
<meta property="og:image" content="${image}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
<meta name="twitter:image" content="${image}">
<meta http-equiv="refresh" content="0;url=${escapeHtml(termHref(term.id))}">
</head>
<body>
<p><a href="${escapeHtml(termHref(term.id))}">${escapeHtml(term.term)}</a></p>
</body>
</html>
`;
}
