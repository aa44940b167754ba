/**
 * `{site.trust.price}` placeholders: authors write a site-wide value once in site.yaml and refer to
 * it from pages (in frontmatter text and in MDX bodies), so a price or an address never drifts.
 */
export const siteValuePattern = /\{\s*site((?:\.[A-Za-z0-9_]+)+)\s*\}/g;

export function resolveSiteValue(site: unknown, dottedPath: string): string | undefined {
  let value: unknown = site;
  for (const key of dottedPath.split(".").filter(Boolean)) {
    if (value === null || typeof value !== "object" || !(key in value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** Replaces every placeholder; calls `onUnknown` for each path that does not lead to a text or number. */
export function interpolate(text: string, site: unknown, onUnknown: (placeholder: string) => void): string {
  return text.replace(siteValuePattern, (placeholder, dottedPath: string) => {
    const value = resolveSiteValue(site, dottedPath);
    if (value === undefined) {
      onUnknown(placeholder);
      return placeholder;
    }
    return value;
  });
}
