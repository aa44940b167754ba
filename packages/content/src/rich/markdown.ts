import type { Element, ElementContent, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { defaultSchema, sanitize, type Schema } from "hast-util-sanitize";
import type { Html, Root as Markdown } from "mdast";
import rehypeRaw from "rehype-raw";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { markupTooDeep, startOf, treeBeyondLimits, type Located } from "../source/markup-limits.ts";
import { elementProblems, htmlCommentProblem, type WrittenAttribute } from "../source/mdx-rules.ts";
import { plainText, type Rich, type RichNode, type RichText } from "./rich-text.ts";

/** Markdown as the site stores it, with every link the author wrote and its line inside the text (1-based). */
interface RenderedMarkdown extends Rich {
  links: Located<string>[];
  /** Why the text cannot be used (it nests too deeply), at its place inside the text. */
  problem?: Located<string>;
  /** Raw HTML the site does not publish (a script, a comment, a handler), each at its place inside the text. */
  htmlProblems?: Located<string>[];
}

const allowedTags = "p a strong em b i u ul ol li br code blockquote del sup sub hr".split(" ");

/** A small, strict subset of GitHub's sanitization: prose and links, nothing that runs or embeds. */
const schema: Schema = {
  ...defaultSchema,
  tagNames: allowedTags,
  attributes: { a: ["href", "title"] },
  protocols: { href: ["http", "https", "mailto", "tel"] },
  clobber: [],
  strip: ["script", "style", "iframe", "object", "embed", "template"],
};

// Built once: creating a unified pipeline per text costs more than running it. Most texts hold no
// HTML, and reading HTML in Markdown (parse5 over the whole text) is most of the cost, so it runs only where there is some.
const toHast = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).freeze();
const withHtml = toHast().use(rehypeRaw).freeze();

/**
 * Texts already rendered, by their exact text: when a file is validated again (another file's edit
 * changed the site's routes), its Markdown is not parsed again.
 */
const rendered = new Map<string, RenderedMarkdown>();
const maxRemembered = 20_000;

/** Sanitized Markdown (HTML links allowed) as a compact tree, with its text and links. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const known = rendered.get(markdown);
  if (known) return known;
  const tooDeep = markupTooDeep(markdown);
  if (tooDeep) return { tree: [], text: "", links: [], problem: tooDeep };
  const pipeline = markdown.includes("<") ? withHtml : toHast;
  const parsed = pipeline.parse(markdown);
  // Checked before the Markdown becomes HTML (slow for a list too long), and again after, where
  // elements written in HTML nest too; every step below recurses.
  const problem = treeBeyondLimits(parsed);
  if (problem) return { tree: [], text: "", links: [], problem };
  const htmlProblems = rawHtmlProblems(parsed);
  const raw = pipeline.runSync(parsed) as Root;
  const nested = treeBeyondLimits(raw);
  if (nested) return { tree: [], text: "", links: [], problem: nested };
  const links: Located<string>[] = [];
  visit(raw, "element", (node: Element) => {
    if (node.tagName === "a" && typeof node.properties.href === "string") {
      links.push({ value: node.properties.href, ...startOf(node) });
    }
  });
  const tree = compact(sanitize(raw, schema) as Root);
  const result = { tree, text: plainText(tree), links, ...(htmlProblems.length > 0 ? { htmlProblems } : {}) };
  if (rendered.size >= maxRemembered) rendered.clear();
  rendered.set(markdown, result);
  return result;
}

/**
 * Raw HTML in the text that the page would not show as written, held to the rules of MDX bodies
 * (source/mdx-rules.ts) and their words: an element the text does not keep (`<script>`), a handler or
 * an attribute it does not allow, a comment. The sanitizer would drop each without a word.
 */
function rawHtmlProblems(markdown: Markdown): Located<string>[] {
  const problems: Located<string>[] = [];
  visit(markdown, "html", (node: Html) => {
    const { line, column } = startOf(node);
    const placeOf = (inner: Parameters<typeof startOf>[0]) => {
      const start = startOf(inner);
      return { line: line + start.line - 1, column: start.line === 1 ? column + start.column - 1 : start.column };
    };
    visit(fromHtml(node.value, { fragment: true }), (inner) => {
      if (inner.type === "comment") problems.push({ value: htmlCommentProblem, ...placeOf(inner) });
      if (inner.type !== "element") return;
      const attributes = Object.entries(inner.properties).map(([name, value]): WrittenAttribute => ({
        name,
        value: Array.isArray(value) ? value.join(" ") : value === true ? "" : String(value),
      }));
      for (const { message } of elementProblems(inner.tagName, attributes, { components: false, keeps: allowedTags })) {
        problems.push({ value: message, ...placeOf(inner) });
      }
    });
  });
  return problems;
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
