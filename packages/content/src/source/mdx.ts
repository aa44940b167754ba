import matter from "gray-matter";
import type { Root, RootContent } from "mdast";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { IssueList } from "../issues.ts";
import { checkMdxRules } from "./mdx-rules.ts";
import { parseYaml, type YamlSource } from "./yaml.ts";

export interface Located<T> {
  value: T;
  line: number;
  column: number;
}

/** An MDX file split into its frontmatter (with positions) and the things in its body we check. */
export interface MdxSource {
  file: string;
  frontmatter: YamlSource;
  /** Every link target: Markdown links and images, and `href`/`to`/`src` attributes of components. */
  links: Located<string>[];
  /** JavaScript expressions in the body, such as `{site.contact.email}`. */
  expressions: Located<string>[];
  /** True when the body holds nothing but whitespace. */
  isEmpty: boolean;
}

/** A lesson is a few thousand characters; a body this large is a mistake, and parsing it would stall the build. */
export const maxMdxBytes = 512 * 1024;

const parser = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).use(remarkMdx).use(remarkGfm);

export function parseMdx(file: string, text: string, issues: IssueList): MdxSource | undefined {
  if (text.length > maxMdxBytes) {
    issues.error(
      file,
      `the file is ${Math.round(text.length / 1024)} KB; a page or lesson may be at most ${maxMdxBytes / 1024} KB: split it up`,
      {
        line: 1,
        column: 1,
      },
    );
    return undefined;
  }
  // Options bypass gray-matter's cache, which would otherwise return stale results for edited files.
  const split = matter(text, { engines: { yaml: () => ({}) } });
  if (!text.startsWith("---")) {
    issues.error(file, "missing frontmatter: the file must start with a `---` block holding at least its title", {
      line: 1,
      column: 1,
    });
    return undefined;
  }
  const frontmatter = parseYaml(file, split.matter, issues, 0);

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
    issues.error(file, `MDX syntax: ${reason.replace(/ \(\d+:\d+(-\d+:\d+)?\)$/, "")}`, {
      line: place?.line ?? message.line ?? (inText ? Number(inText[1]) : 1),
      column: place?.column ?? message.column ?? (inText ? Number(inText[2]) : 1),
    });
    return undefined;
  }
  if (!frontmatter) return undefined;
  checkMdxRules(file, tree, issues);

  const links: Located<string>[] = [];
  const expressions: Located<string>[] = [];
  const at = (node: { position?: { start: { line: number; column: number } } }) => ({
    line: node.position?.start.line ?? 1,
    column: node.position?.start.column ?? 1,
  });

  visit(tree, (node) => {
    switch (node.type) {
      case "link":
      case "image":
      case "definition":
        links.push({ value: node.url, ...at(node) });
        break;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        for (const attribute of node.attributes) {
          if (
            attribute.type === "mdxJsxAttribute" &&
            ["href", "to", "src"].includes(attribute.name) &&
            typeof attribute.value === "string"
          ) {
            links.push({ value: attribute.value, ...at(node) });
          }
        }
        break;
      case "mdxFlowExpression":
      case "mdxTextExpression":
        expressions.push({ value: node.value.trim(), ...at(node) });
        break;
    }
  });

  const isEmpty = tree.children.every((node: RootContent) => node.type === "yaml");
  return { file, frontmatter, links, expressions, isEmpty };
}
