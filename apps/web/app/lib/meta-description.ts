/** The specification's rule for long descriptions: over 150 characters, keep 157 and add '...'. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > 150 ? `${clean.slice(0, 157)}...` : clean;
}
