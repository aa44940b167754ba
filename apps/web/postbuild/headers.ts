import { siteOutput, type SiteConfig } from "@site/content";
import { adminCsp, siteCsp } from "./csp";

/** Headers every response carries; the same list feeds nginx, static hosts and `pnpm start`. */
export function securityHeaders(site: SiteConfig): [string, string][] {
  return [
    ["Content-Security-Policy", siteCsp(site)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), geolocation=(), payment=(), usb=(), microphone=(self)"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    // No other site can load our files into its pages (frames are already refused by frame-ancestors).
    ["Cross-Origin-Resource-Policy", "same-origin"],
  ];
}

/** Where a build leaves `securityHeaders` for `pnpm start`, in its deploy folder (beside client/). */
export const startServerHeadersFile = "security-headers.json";

/**
 * Browsers go straight to HTTPS for two years after seeing this once. Sent over HTTPS only (nginx's
 * TLS server, static hosts); `pnpm start` serves plain HTTP on localhost, where it would mean nothing.
 */
export const strictTransportSecurity: [string, string] = [
  "Strict-Transport-Security",
  "max-age=63072000; includeSubDomains",
];

export function httpsHeaders(site: SiteConfig): [string, string][] {
  return [...securityHeaders(site), strictTransportSecurity];
}

/** Hashed assets never change; pages and everything else are revalidated. */
export function cacheControl(pathname: string): string {
  if (pathname.startsWith(`/${siteOutput.assets}/`)) return "public, max-age=31536000, immutable";
  if (pathname.startsWith("/media/") || pathname.startsWith("/downloads/")) return "public, max-age=86400";
  return "public, max-age=0, must-revalidate";
}

/**
 * The headers for deploy/nginx.conf's HTTPS server, as headers-more directives: unlike `add_header`,
 * `more_set_headers` sets a header instead of appending it, so a response that passes the header
 * filters twice (a 416, an error page) still carries each header once, and it applies to every status.
 */
export function nginxHeaders(site: SiteConfig): string {
  return httpsHeaders(site)
    .map(([name, value]) => `more_set_headers "${name}: ${value}";`)
    .join("\n");
}

/**
 * The headers file Netlify and Cloudflare Pages read from the published folder, and do not serve.
 * Our servers do not serve it either: it is the host's configuration, not a page.
 */
export const staticHostHeadersFile = siteOutput.staticHostHeaders;

/** The `_headers` file understood by Netlify and Cloudflare Pages (both serve HTTPS only). */
export function staticHostHeaders(site: SiteConfig): string {
  const lines = [
    "/*",
    ...httpsHeaders(site).map(([name, value]) => `  ${name}: ${value}`),
    `/${siteOutput.assets}/*`,
    `  Cache-Control: ${cacheControl(`/${siteOutput.assets}/x`)}`,
  ];
  return lines.join("\n") + "\n";
}

/** Where the deployed editor is served (when site.yaml names a repository): its own policy, nowhere else. */
export const adminPath = `/${siteOutput.admin}/`;

/** What /admin/ sends in place of the site's headers: its own policy (every other header is the site's). */
export function adminHeaders(): [string, string][] {
  return [["Content-Security-Policy", adminCsp()]];
}

/** Where a build leaves `adminHeaders` for nginx's `location ^~ /admin/` and for `pnpm start`. */
export const nginxAdminHeadersFile = "admin-headers.conf";
export const startServerAdminHeadersFile = "admin-headers.json";

/**
 * The headers deploy/nginx.conf sets in its /admin/ location, over the server's (headers-more applies
 * the server's first, then these): none when the build has no editor, so nothing there differs from
 * the site's pages.
 */
export function nginxAdminHeaders(withEditor: boolean): string {
  if (!withEditor) return "# No /admin in this build: site.yaml names no repository (editor).";
  return adminHeaders()
    .map(([name, value]) => `more_set_headers "${name}: ${value}";`)
    .join("\n");
}
