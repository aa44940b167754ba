/**
 * Canonical and link-preview addresses, on the site's configured production address. Without one
 * (baseUrl left empty) they stay relative to the site: still right for the page, if not for previews.
 */
export function absoluteUrl(baseUrl: string | null, path: string): string {
  return `${baseUrl ?? ""}${path === "/" ? "/" : path}`;
}
