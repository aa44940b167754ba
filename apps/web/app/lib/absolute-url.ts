import { site } from "virtual:content/site";

/**
 * Canonical and link-preview addresses, on the site's configured production address. Without one
 * (baseUrl left empty) they stay relative to the site: still right for the page, if not for previews.
 */
export function absoluteUrl(path: string): string {
  return `${site.baseUrl ?? ""}${path === "/" ? "/" : path}`;
}
