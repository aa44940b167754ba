/** Canonical and link-preview addresses are absolute, on the site's configured base URL. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl}${path === "/" ? "/" : path}`;
}
