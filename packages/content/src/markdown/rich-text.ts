import type { Element, ElementContent, Root, RootContent } from "hast";
import { findAndReplace, type FindAndReplaceTuple } from "hast-util-find-and-replace";
import { defaultSchema, sanitize, type Schema } from "hast-util-sanitize";
import { toString } from "hast-util-to-string";
import rehypeRaw from "rehype-raw";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { Located } from "../source/mdx.ts";

/**
 * Sanitized Markdown as a compact tree, built at build time and rendered by the app with its own
 * elements, so no HTML string is ever injected. A node is text, or `[tag, attributes, ...children]`
 * (attributes is `0` when there are none): far smaller to ship than hast.
 */
export type RichNode = string | RichElement;
export type RichElement = [tag: string, attributes: { href: string } | 0, ...children: RichNode[]];
export type RichText = RichNode[];

export interface AutoLink {
  /** Phrase matched case-insensitively on word boundaries. */
  phrase: string;
  href: string;
}

export interface RichTextResult {
  tree: RichText;
  /** The visible text, for search and meta descriptions. */
  text: string;
  /** Every link target the author wrote, with its line inside the Markdown (1-based). */
  links: Located<string>[];
}

const allowedTags = [
  "p",
  "a",
  "strong",
  "em",
  "b",
  "i",
  "u",
  "ul",
  "ol",
  "li",
  "br",
  "code",
  "blockquote",
  "del",
  "sup",
  "sub",
  "hr",
];

/** A small, strict subset of GitHub's sanitization: prose and links, nothing that runs or embeds. */
const schema: Schema = {
  ...defaultSchema,
  tagNames: allowedTags,
  attributes: { a: ["href", "title"] },
  protocols: { href: ["http", "https", "mailto", "tel"] },
  clobber: [],
  strip: ["script", "style", "iframe", "object", "embed", "template"],
};

// Built once: creating a unified pipeline per text costs more than running it.
const toHast = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .freeze();

export function renderMarkdown(
  markdown: string,
  { autoLinks = [] as readonly AutoLink[], selfHref = "" } = {},
): RichTextResult {
  const raw = toHast.runSync(toHast.parse(markdown)) as Root;
  const links: Located<string>[] = [];
  visit(raw, "element", (node: Element) => {
    if (node.tagName === "a" && typeof node.properties.href === "string") {
      links.push({
        value: node.properties.href,
        line: node.position?.start.line ?? 1,
        column: node.position?.start.column ?? 1,
      });
    }
  });
  const tree = sanitize(raw, schema) as Root;
  if (autoLinks.length > 0) addAutoLinks(tree, autoLinks, selfHref);
  return { tree: compact(tree), text: toString(tree).replace(/\s+/g, " ").trim(), links };
}

/** Links the first mention of each phrase, never inside an existing link and never to the page itself. */
function addAutoLinks(tree: Root, autoLinks: readonly AutoLink[], selfHref: string): void {
  const linked = new Set<string>();
  const pairs: FindAndReplaceTuple[] = [...autoLinks]
    .filter((link) => link.href !== selfHref)
    // Longer phrases first, so "negotiable instrument" wins over "instrument".
    .sort((a, b) => b.phrase.length - a.phrase.length)
    .map((link) => [
      new RegExp(`\\b${escapeRegExp(link.phrase)}\\b`, "gi"),
      (match: string): Element | false => {
        if (linked.has(link.href)) return false;
        linked.add(link.href);
        return {
          type: "element",
          tagName: "a",
          properties: { href: link.href },
          children: [{ type: "text", value: match }],
        };
      },
    ]);
  findAndReplace(tree, pairs, { ignore: ["a"] });
}

function compact(root: Root): RichText {
  const convert = (node: RootContent | ElementContent): RichNode[] => {
    if (node.type === "text") return node.value === "" ? [] : [node.value];
    if (node.type !== "element") return [];
    const href = node.tagName === "a" && typeof node.properties.href === "string" ? { href: node.properties.href } : 0;
    return [[node.tagName, href, ...node.children.flatMap(convert)]];
  };
  // Whitespace-only text between block elements carries nothing.
  return root.children.flatMap(convert).filter((node) => typeof node !== "string" || node.trim() !== "");
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
