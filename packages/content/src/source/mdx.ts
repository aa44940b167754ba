import matter from "gray-matter";
import type { Root, RootContent } from "mdast";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import type { IssueList } from "../issues.ts";
import { checkMdxRules } from "./mdx-rules.ts";
import { markupTooDeep, treeBeyondLimits } from "./markup-limits.ts";
import { parseYaml, type YamlSource } from "./yaml.ts";

/** An MDX file split into its frontmatter (with positions) and its body's syntax tree. */
export interface MdxSource {
  file: string;
  frontmatter: YamlSource;
  /** The body (frontmatter removed), checked against the content rules; positions are lines of the whole file. */
  body: Root;
  /** True when the body holds nothing but whitespace. */
  isEmpty: boolean;
}

/**
 * The longest page is about 7 KB. Markdown dense with lists, emphasis or links is parsed at some tens
 * of KB a second, so a larger file would be a mistake that keeps the check busy for many seconds.
 */
export const maxMdxBytes = 64 * 1024;

const parser = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).use(remarkMdx).use(remarkGfm);

/** Parses an MDX file and holds its body to the content rules; undefined when it cannot be used. */
export function parseMdx(file: string, text: string, issues: IssueList): MdxSource | undefined {
  if (!fitsMdx(file, text, issues)) return undefined;
  const tooDeep = markupTooDeep(text);
  if (tooDeep) {
    issues.error(file, tooDeep.value, { line: tooDeep.line, column: tooDeep.column });
    return undefined;
  }
  const frontmatter = frontmatterOf(file, text, issues);

  let tree: Root;
  try {
    tree = parser.parse(text);
  } catch (error) {
    const message = error as {
      reason?: string;
      message: string;
      line?: number;
      column?: number;
      place?: { line: number; column: number } | { start: { line: number; column: number } };
    };
    const reason = message.reason ?? message.message;
    // Some parser errors carry their position only at the end of the text: "(5:1-5:23)".
    const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
    const place = message.place && "start" in message.place ? message.place.start : message.place;
    const line = place?.line ?? message.line ?? (inText ? Number(inText[1]) : 1);
    issues.error(file, `MDX syntax: ${plainReason(reason.replace(/ \(\d+:\d+(-\d+:\d+)?\)$/, ""), line)}`, {
      line,
      column: place?.column ?? message.column ?? (inText ? Number(inText[2]) : 1),
    });
    return undefined;
  }
  if (!frontmatter) return undefined;
  // Every later step walks the tree by recursion, and makes HTML of its lists.
  const nested = treeBeyondLimits(tree);
  if (nested) {
    issues.error(file, nested.value, { line: nested.line, column: nested.column });
    return undefined;
  }
  const errorsBefore = issues.errors.length;
  checkMdxRules(file, tree, issues);
  if (issues.errors.length > errorsBefore) return undefined;
  const body: Root = { ...tree, children: tree.children.filter((node: RootContent) => node.type !== "yaml") };
  return { file, frontmatter, body, isEmpty: body.children.length === 0 };
}

/**
 * Only an MDX file's frontmatter, without parsing its body: enough to know the entry (its id, its
 * address, whether it is a draft) when only other entries are being checked.
 */
export function parseMdxFrontmatter(file: string, text: string, issues: IssueList): YamlSource | undefined {
  return fitsMdx(file, text, issues) ? frontmatterOf(file, text, issues) : undefined;
}

function fitsMdx(file: string, text: string, issues: IssueList): boolean {
  if (text.length > maxMdxBytes) {
    issues.error(
      file,
      `the file is ${Math.round(text.length / 1024)} KB; a page or lesson may be at most ${maxMdxBytes / 1024} KB: split it up`,
      { line: 1, column: 1 },
    );
    return false;
  }
  if (!text.startsWith("---")) {
    issues.error(file, "missing frontmatter: the file must start with a `---` block holding at least its title", {
      line: 1,
      column: 1,
    });
    return false;
  }
  return true;
}

function frontmatterOf(file: string, text: string, issues: IssueList): YamlSource | undefined {
  // Options bypass gray-matter's cache, which would otherwise return stale results for edited files.
  const split = matter(text, { engines: { yaml: () => ({}) } });
  return parseYaml(file, split.matter, issues);
}

/** The parser's reason in an author's words, where it has some: where a tag opened, and what closes it. */
function plainReason(reason: string, line: number): string {
  const unclosed = /^Expected a closing tag for `<([\w.:-]+)>`/.exec(reason);
  if (unclosed) {
    const tag = unclosed[1]!;
    return `the <${tag}> opened on line ${line} is never closed: write </${tag}> after its content, before the end of the file`;
  }
  return reason;
}
