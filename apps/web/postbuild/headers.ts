import type { SiteConfig } from "@site/content";
import { siteCsp } from "./csp";

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

/** Hashed assets never change; pages and everything else are revalidated. */
export function cacheControl(pathname: string): string {
  if (pathname.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (pathname.startsWith("/media/") || pathname.startsWith("/downloads/")) return "public, max-age=86400";
  return "public, max-age=0, must-revalidate";
}

/** nginx `add_header` lines (included by deploy/nginx.conf). */
export function nginxHeaders(site: SiteConfig): string {
  return securityHeaders(site)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n");
}

/** The `_headers` file understood by Netlify and Cloudflare Pages. */
export function staticHostHeaders(site: SiteConfig): string {
  const lines = [
    "/*",
    ...securityHeaders(site).map(([name, value]) => `  ${name}: ${value}`),
    "/assets/*",
    `  Cache-Control: ${cacheControl("/assets/x")}`,
  ];
  return lines.join("\n") + "\n";
}
