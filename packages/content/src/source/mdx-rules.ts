import type { Nodes, Root } from "mdast";
import { visit } from "unist-util-visit";
import type { IssueList } from "../issues.ts";
import { isDangerousUrl } from "../schema/links.ts";

/**
 * What an MDX body may contain. MDX is a programming language: without these rules a body can run
 * code at build time ({process.env.HOME}), ship scripts and handlers to visitors, or pull in other
 * sites' pages. Content is held to what the YAML Markdown allows, plus the site's own components.
 */

/** An attribute's allowed values: free text, a site path or web address, digits, or a fixed list. */
type AttributeRule = "text" | "url" | "digits" | readonly string[];

/** The components an MDX body may use, with the attributes each accepts. The app provides each one. */
export const mdxComponents = {
  FadeIn: { delayMs: "digits" },
  ButtonLink: { href: "url", variant: ["default", "secondary", "outline"] },
  ButtonRow: {},
  Callout: { title: "text" },
} as const satisfies Record<string, Record<string, AttributeRule>>;
export type MdxComponentName = keyof typeof mdxComponents;
export const mdxComponentNames = Object.keys(mdxComponents) as MdxComponentName[];

/** Formatting elements that neither run, load nor embed anything, with their harmless attributes. */
const htmlElements: Record<string, Record<string, AttributeRule>> = {
  a: { href: "url", title: "text" },
  abbr: { title: "text" },
  b: {},
  br: {},
  cite: {},
  code: {},
  del: {},
  em: {},
  i: {},
  img: { src: "url", alt: "text", title: "text" },
  ins: {},
  kbd: {},
  mark: {},
  q: {},
  s: {},
  small: {},
  span: {},
  strong: {},
  sub: {},
  sup: {},
  u: {},
  wbr: {},
};

const allowedHere = () =>
  `write Markdown, a site component (${mdxComponentNames.map((name) => `<${name}>`).join(", ")}) ` +
  `or one of these HTML elements: ${Object.keys(htmlElements).join(", ")}`;

type JsxElement = Extract<Nodes, { type: "mdxJsxFlowElement" | "mdxJsxTextElement" }>;
type JsxAttribute = JsxElement["attributes"][number];
type Place = { position?: { start: { line: number; column: number } } };
const at = (node: Place) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });

/** Reports, with line and column, everything in the body that is not plain content. */
export function checkMdxRules(file: string, tree: Root, issues: IssueList): void {
  visit(tree, (node) => {
    switch (node.type) {
      case "mdxjsEsm":
        issues.error(
          file,
          "import and export lines are not allowed in content: the site's components and {site…} values work without them",
          at(node),
        );
        break;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        checkElement(file, node, issues);
        break;
      case "link":
      case "image":
      case "definition":
        if (isDangerousUrl(node.url))
          issues.error(file, `link "${node.url}" is not allowed: links go to site paths or https addresses`, at(node));
        break;
    }
  });
}

function checkElement(file: string, node: JsxElement, issues: IssueList): void {
  // A fragment (<>…</>) only groups content.
  if (node.name === null) return;
  const rules = elementRules(node.name);
  if (!rules) {
    const what = /^[A-Z]/.test(node.name) ? `unknown component <${node.name}>` : `<${node.name}> is not allowed`;
    issues.error(file, `${what}: ${allowedHere()}`, at(node));
    return;
  }
  for (const attribute of node.attributes) checkAttribute(file, node, attribute, rules, issues);
}

function elementRules(name: string): Record<string, AttributeRule> | undefined {
  if (Object.hasOwn(mdxComponents, name)) return mdxComponents[name as MdxComponentName];
  return Object.hasOwn(htmlElements, name) ? htmlElements[name] : undefined;
}

function checkAttribute(
  file: string,
  element: JsxElement,
  attribute: JsxAttribute,
  rules: Record<string, AttributeRule>,
  issues: IssueList,
): void {
  const place = at(attribute.position ? attribute : element);
  const tag = `<${element.name}>`;
  if (attribute.type === "mdxJsxExpressionAttribute") {
    issues.error(
      file,
      `spread attributes ({…}) are not allowed on ${tag}: write each attribute as name="value"`,
      place,
    );
    return;
  }
  const { name, value } = attribute;
  const allowed = Object.keys(rules);
  const expected = `allowed: ${allowed.length > 0 ? allowed.join(", ") : "none"}`;
  if (/^on/i.test(name)) {
    issues.error(file, `event handler ${name} is not allowed on ${tag}: content cannot run code (${expected})`, place);
    return;
  }
  const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
  if (rule === undefined) {
    issues.error(file, `attribute ${name} is not allowed on ${tag} (${expected})`, place);
    return;
  }
  if (typeof value !== "string") {
    const example = rule === "digits" ? `${name}="200"` : `${name}="…"`;
    issues.error(file, `${name} on ${tag} must be a quoted value such as ${example}, not an expression`, place);
    return;
  }
  if (rule === "url" && isDangerousUrl(value)) {
    issues.error(file, `${name}="${value}" on ${tag} is not allowed: links go to site paths or https addresses`, place);
  } else if (rule === "digits" && !/^\d{1,5}$/.test(value)) {
    issues.error(file, `${name} on ${tag} must be a whole number such as "200"; found "${value}"`, place);
  } else if (Array.isArray(rule) && !rule.includes(value)) {
    issues.error(file, `${name} on ${tag} must be one of: ${rule.join(", ")}; found "${value}"`, place);
  }
}
