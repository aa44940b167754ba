/**
 * Plain-text, case-insensitive matching for every search box: what a visitor types is never
 * interpreted (no regular expressions), and whitespace alone matches everything.
 */
export function filterByText<T>(
  items: readonly T[],
  query: string,
  fields: (item: T) => readonly string[],
): readonly T[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return items;
  return items.filter((item) => fields(item).some((field) => field.toLowerCase().includes(needle)));
}
