/**
 * Rich content as a compact tree, built at build time and rendered by the app with its own elements,
 * so no HTML string from content is ever injected. Markdown fields of YAML files and MDX bodies both
 * end up in this one format. A node is text, or `[tag, attributes, ...children]` (attributes is `0`
 * when there are none): far smaller to ship and store than hast. Capitalised tags are the site's
 * components (`Callout`, `ButtonLink` ...), whose attributes are always text or numbers.
 */
export type RichNode = string | RichElement;
export type RichElement = [tag: string, attributes: RichAttributes | 0, ...children: RichNode[]];
export type RichAttributes = Record<string, string | number>;
export type RichText = RichNode[];

/** Rich content and its visible text (for search, meta descriptions and structured data). */
export interface Rich {
  tree: RichText;
  text: string;
}

export interface AutoLink {
  /** Phrase matched case-insensitively on word boundaries. */
  phrase: string;
  href: string;
}

/** The visible text of a tree, whitespace collapsed. */
export function plainText(tree: RichText): string {
  let text = "";
  const walk = (node: RichNode) => {
    if (typeof node === "string") {
      text += node;
      return;
    }
    for (let i = 2; i < node.length; i++) walk(node[i] as RichNode);
    if (blockTags.has(node[0])) text += " ";
  };
  for (const node of tree) walk(node);
  return text.replace(/\s+/g, " ").trim();
}

const blockTags = new Set(["p", "li", "h2", "h3", "h4", "blockquote", "br", "td", "th", "tr"]);

/**
 * Links the first mention of each phrase, never inside an existing link and never to the page
 * itself. Longer phrases win ("negotiable instrument" over "instrument"). The phrases' patterns are
 * made once, for every tree the returned function links.
 */
export function autoLinker(autoLinks: readonly AutoLink[]): (tree: RichText, selfHref: string) => RichText {
  const candidates = [...autoLinks]
    .sort((a, b) => b.phrase.length - a.phrase.length)
    .map((link) => ({
      ...link,
      pattern: new RegExp(`\\b${escapeRegExp(link.phrase)}\\b`, "i"),
      // What the pattern's case-blind match implies, checked first: most texts hold most phrases nowhere.
      upper: link.phrase.toUpperCase(),
    }));

  return (tree, selfHref) => {
    if (candidates.every((candidate) => candidate.href === selfHref)) return tree;
    // The page itself counts as linked already.
    const linked = new Set<string>([selfHref]);

    const linkText = (text: string): RichNode[] => {
      let first: { index: number; length: number; href: string } | undefined;
      const upper = text.toUpperCase();
      for (const candidate of candidates) {
        if (linked.has(candidate.href) || !upper.includes(candidate.upper)) continue;
        const match = candidate.pattern.exec(text);
        if (match && (!first || match.index < first.index)) {
          first = { index: match.index, length: match[0].length, href: candidate.href };
        }
      }
      if (!first) return [text];
      linked.add(first.href);
      const before = text.slice(0, first.index);
      const matched = text.slice(first.index, first.index + first.length);
      const after = text.slice(first.index + first.length);
      return [...(before ? [before] : []), ["a", { href: first.href }, matched], ...(after ? linkText(after) : [])];
    };

    const walk = (nodes: RichNode[]): RichNode[] =>
      nodes.flatMap((node): RichNode[] => {
        if (typeof node === "string") return linkText(node);
        const [tag, attributes, ...children] = node;
        return [tag === "a" ? node : [tag, attributes, ...walk(children as RichNode[])]];
      });
    return walk(tree);
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
