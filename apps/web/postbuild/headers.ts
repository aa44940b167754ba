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

/**
 * Browsers go straight to HTTPS for two years after seeing this once. Sent over HTTPS only (nginx's
 * TLS server, static hosts); `pnpm start` serves plain HTTP on localhost, where it would mean nothing.
 */
const strictTransportSecurity: [string, string] = ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"];

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
  return moreSetHeaders(httpsHeaders(site)).join("\n");
}

const moreSetHeaders = (headers: [string, string][]) =>
  headers.map(([name, value]) => `more_set_headers "${name}: ${value}";`);

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

/**
 * A folder of the build served with headers of its own over the site's: the deployed editor (/admin,
 * only when site.yaml names a repository) and its policy. Its pages answer at the folder's address
 * with or without the slash; its not-found answers are the site's.
 */
export type FolderHeaders = { folder: string; headers: [string, string][] };

export function folderHeaders(site: SiteConfig): FolderHeaders[] {
  return site.editor ? [{ folder: siteOutput.admin, headers: [["Content-Security-Policy", adminCsp()]] }] : [];
}

/** Where a build leaves `folderHeaders` as locations for deploy/nginx.conf to include. */
export const nginxFolderHeadersFile = "folder-headers.conf";

/** nginx locations for each folder: its headers over the server's (headers-more applies those first). */
export function nginxFolderHeaders(folders: FolderHeaders[]): string {
  if (folders.length === 0) return "# No folder of this build has headers of its own.";
  return folders
    .map(({ folder, headers }) => {
      if (!/^[a-z0-9-]+$/.test(folder)) throw new Error(`"${folder}" is not a plain folder name`);
      const directives = moreSetHeaders([...headers, ["Cache-Control", cacheControl(`/${folder}/`)]]).join(" ");
      return [
        `location = /${folder} { try_files /${folder}/index.html =404; ${directives} }`,
        `location ^~ /${folder}/ { try_files $uri $uri/index.html =404; ${directives} }`,
      ].join("\n");
    })
    .join("\n");
}
