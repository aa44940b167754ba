/**
 * The term-to-slug rule of the specification: lowercase, hyphen-separated, '&' becomes 'and',
 * apostrophes dropped. Accents are folded so "Fée" and "Fee" share a slug.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’‘`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Turns a route parameter as it arrives from a URL into a lookup key. Visitors type anything:
 * malformed percent-encoding yields null (a not-found screen), never a thrown URIError.
 */
export function normalizeParam(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const key = decoded.trim().toLowerCase();
  return key === "" ? null : key;
}

/** Case-insensitive lookup by slug, accepting the plain lowercase name too ("united states"). */
export function findBySlug<T extends { slug: string }>(
  items: readonly T[],
  raw: string | undefined,
  nameOf?: (item: T) => string,
): T | undefined {
  const key = normalizeParam(raw);
  if (key === null) return undefined;
  const asSlug = slugify(key);
  return items.find(
    (item) => item.slug === key || item.slug === asSlug || (nameOf !== undefined && nameOf(item).toLowerCase() === key),
  );
}
