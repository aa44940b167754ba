import { site } from "virtual:content/site";

/** Canonical and link-preview addresses are absolute, on the site's configured base URL. */
export function absoluteUrl(path: string): string {
  return `${site.baseUrl}${path === "/" ? "/" : path}`;
}
