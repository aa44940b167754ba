import path from "node:path";
import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot } from "hast";
import type { Root as MdastRoot } from "mdast";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { mdxComponents } from "../source/mdx-rules.ts";
import { startOf, type Located } from "../source/markup-limits.ts";
import { slugify } from "../slug.ts";
import { readImageSize } from "./image-size.ts";
import { plainText, type Rich, type RichAttributes, type RichNode, type RichText } from "./rich-text.ts";
import { resolveSiteValue, siteValuePattern } from "./site-values.ts";

/** An MDX body as the site stores it, with what the schema helper still has to check. */
interface ConvertedMdx extends Rich {
  /** Every link target: Markdown links and images, and `href`/`src` attributes. */
  links: Located<string>[];
  /** Problems found while converting, at their place in the file. */
  problems: Located<string>[];
}

/** MDX elements and expressions pass through unchanged; everything else becomes ordinary HTML elements. */
const toHast = unified()
  .use(remarkRehype, {
    passThrough: ["mdxJsxFlowElement", "mdxJsxTextElement", "mdxFlowExpression", "mdxTextExpression"],
  })
  .freeze();

/** What Markdown itself produces, with the attributes the site keeps (GFM tables and code included). */
const markdownElements: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    "p h1 h2 h3 h4 h5 h6 ul li strong em del code pre blockquote hr br table thead tbody tr"
      .split(" ")
      .map((tag) => [tag, []]),
  ),
  ol: ["start"],
  a: ["href", "title"],
  img: ["src", "alt", "title"],
  th: ["align"],
  td: ["align"],
};

interface Options {
  /** site.yaml's values, for `{site.…}`. */
  site: unknown;
  /** The content folder, to measure images under /media. */
  root: string;
}

/**
 * Turns an MDX body that passed the content rules into a rich tree: `{site.…}` values become text,
 * images under /media get their size (so they never shift the page), headings get ids to link to.
 * The rules already refused everything else, so this only keeps what it knows.
 */
export function mdxToRich(body: MdastRoot, { site, root }: Options): ConvertedMdx {
  // Turning mdast into hast leaves the mdast as it was, so the parsed body can be converted again.
  const hast = toHast.runSync(body) as HastRoot;
  const links: Located<string>[] = [];
  const problems: Located<string>[] = [];

  const convert = (node: HastNodes | MdxNode): RichNode[] => {
    switch (node.type) {
      case "text":
        return node.value === "" ? [] : [node.value];
      case "element":
        return [element(node)];
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        return node.name === null ? children(node.children) : [component(node)];
      case "mdxFlowExpression":
      case "mdxTextExpression":
        return [expression(node)];
      default:
        return [];
    }
  };
  const children = (nodes: readonly (HastNodes | MdxNode)[]) => nodes.flatMap(convert);

  const element = (node: Element): RichNode => {
    const kept = markdownElements[node.tagName] ?? [];
    const attributes: RichAttributes = {};
    for (const name of kept) {
      const value = node.properties[name];
      if (typeof value === "string" || typeof value === "number") attributes[name] = value;
    }
    if (typeof attributes.href === "string") links.push({ value: attributes.href, ...startOf(node) });
    if (node.tagName === "img" && typeof attributes.src === "string") {
      links.push({ value: attributes.src, ...startOf(node) });
      Object.assign(attributes, mediaImage(attributes.src, root));
    }
    const content = children(node.children as ElementContent[]);
    if (/^h[2-4]$/.test(node.tagName)) attributes.id = slugify(plainText(content));
    const tag = Object.hasOwn(markdownElements, node.tagName) ? node.tagName : "span";
    return [tag, Object.keys(attributes).length > 0 ? attributes : 0, ...content];
  };

  const component = (node: MdxJsxElement): RichNode => {
    const attributes: RichAttributes = {};
    for (const attribute of node.attributes) {
      // The rules refused expressions and spreads; a bare attribute (`<abbr hidden>`) means true.
      if (attribute.type !== "mdxJsxAttribute") continue;
      const value = typeof attribute.value === "string" ? attribute.value : "";
      attributes[attribute.name] = value;
      if (attribute.name === "href" || attribute.name === "src") links.push({ value, ...startOf(node) });
    }
    if (node.name === "img" && typeof attributes.src === "string")
      Object.assign(attributes, mediaImage(attributes.src, root));
    const name = node.name ?? "span";
    const known = Object.hasOwn(mdxComponents, name) || !/^[A-Z]/.test(name);
    return [known ? name : "span", Object.keys(attributes).length > 0 ? attributes : 0, ...children(node.children)];
  };

  const expression = (node: MdxExpression): RichNode => {
    const source = `{${node.value.trim()}}`;
    const match = new RegExp(`^${siteValuePattern.source}$`).exec(source);
    if (!match) {
      problems.push({
        value: `unsupported expression ${source}: only site values such as {site.contact.email} can be used (write \\{ for a literal brace)`,
        ...startOf(node),
      });
      return source;
    }
    const value = resolveSiteValue(site, match[1]!);
    if (value === undefined) {
      problems.push({ value: `${source} is not a text or number in site.yaml`, ...startOf(node) });
      return source;
    }
    return value;
  };

  const tree = children(hast.children as HastNodes[]).filter(
    (node) => typeof node !== "string" || node.trim() !== "",
  ) as RichText;
  return { tree, text: plainText(tree), links, problems };
}

/** Images under /media get their intrinsic size and lazy loading, so they never shift the page. */
function mediaImage(src: string, root: string): RichAttributes {
  if (!src.startsWith("/media/")) return {};
  let file: string;
  try {
    file = path.join(root, decodeURI(src.slice(1)));
  } catch {
    return {};
  }
  const size = readImageSize(file, root);
  return { ...(size ? { width: size.width, height: size.height } : {}), loading: "lazy", decoding: "async" };
}

// The MDX node types remark-rehype passes through; typed here rather than pulling in mdast's MDX types.
interface MdxJsxElement {
  type: "mdxJsxFlowElement" | "mdxJsxTextElement";
  name: string | null;
  attributes: ({ type: "mdxJsxAttribute"; name: string; value?: unknown } | { type: "mdxJsxExpressionAttribute" })[];
  children: (HastNodes | MdxNode)[];
  position?: HastNodes["position"];
}
interface MdxExpression {
  type: "mdxFlowExpression" | "mdxTextExpression";
  value: string;
  position?: HastNodes["position"];
}
type MdxNode = MdxJsxElement | MdxExpression;
