const escaped: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };

/**
 * The visible text of HTML that React rendered from content (`richHtml`), for searching it: React
 * escapes only these five characters, and content HTML has no comments, scripts or styles.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => escaped[name]!)
    .replace(/\s+/g, " ")
    .trim();
}
