import { redirectFileOf, type Redirect, type SiteConfig } from "@site/content";
import { escapeHtml } from "./html";

/**
 * One mechanism for every address that only sends visitors on (a renamed page's former address, the
 * original site's `/diy/<id>`): the content's list of redirects, written as a permanent redirect for
 * each way the site is served. nginx includes `deploy/redirects.conf`, Netlify and Cloudflare Pages
 * read `_redirects`, `pnpm start` reads them from `deploy/served-release.json`, and where only files are served a
 * small page at the old address says where the page went, with a canonical link and a refresh.
 */

/** Beside security-headers.conf in the build's deploy folder; deploy/nginx.conf includes it. */
export const nginxRedirectsFile = "redirects.conf";

/** An address and, for a page's address, the same with a trailing slash (servers answer both). */
export const spellings = (from: string) => (from.endsWith(".html") ? [from] : [from, `${from}/`]);

/**
 * nginx's rules: an exact location per address, answered before any file is looked for. The
 * addresses are checked paths (letters, digits, `-._~/`), quoted all the same.
 */
export function nginxRedirects(redirects: readonly Redirect[]): string {
  return redirects
    .flatMap(({ from, to }) => spellings(from).map((address) => `location = "${address}" { return 301 "${to}"; }`))
    .join("\n");
}

/**
 * Netlify's and Cloudflare Pages' rules. `301!` because Netlify would otherwise serve the redirect
 * page that exists at the address (Cloudflare Pages follows its rules before files anyway).
 */
export function staticHostRedirects(redirects: readonly Redirect[]): string {
  return (
    redirects.flatMap(({ from, to }) => spellings(from).map((address) => `${address} ${to} 301!`)).join("\n") + "\n"
  );
}

/** Where the redirect page of an address is written in the build (`/diy/x` → `diy/x/index.html`). */
export const redirectPageFile = (from: string): string => redirectFileOf(from).slice(1);

/** The page a file host serves at an old address: search engines follow its canonical link, browsers its refresh. */
export function redirectPage(site: SiteConfig, { to }: Redirect): string {
  const target = escapeHtml(`${site.baseUrl ?? ""}${to}`);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(site.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>This page has moved | ${escapeHtml(site.titleSuffix)}</title>
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="${target}">
<meta http-equiv="refresh" content="0;url=${escapeHtml(to)}">
</head>
<body>
<p>This page has moved to <a href="${escapeHtml(to)}">${target}</a>.</p>
</body>
</html>
`;
}
