import type { Nodes, Root } from "mdast";
import { visit } from "unist-util-visit";
import type { IssueList } from "../issues.ts";
import { isDangerousUrl } from "../schema/links.ts";
import { startOf } from "./markup-limits.ts";

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
const htmlAttributes: Record<string, Record<string, AttributeRule>> = {
  a: { href: "url", title: "text" },
  abbr: { title: "text" },
  img: { src: "url", alt: "text", title: "text" },
};
const htmlElements = Object.fromEntries(
  "a abbr b br cite code del em i img ins kbd mark q s small span strong sub sup u wbr"
    .split(" ")
    .map((name) => [name, htmlAttributes[name] ?? {}]),
);

/** Where elements are written: an MDX body (site components too), or a YAML text (only the HTML elements it keeps). */
interface ElementPlace {
  components: boolean;
  /** The HTML elements the text keeps, when not all of those above. */
  keeps?: readonly string[];
}

const mdxBody: ElementPlace = { components: true };
const htmlElementsIn = (place: ElementPlace) =>
  Object.keys(htmlElements).filter((name) => !place.keeps || place.keeps.includes(name));

const allowedHere = (place: ElementPlace) =>
  `write Markdown${place.components ? `, a site component (${mdxComponentNames.map((name) => `<${name}>`).join(", ")})` : ""} ` +
  `or one of these HTML elements: ${htmlElementsIn(place).join(", ")}`;

type JsxElement = Extract<Nodes, { type: "mdxJsxFlowElement" | "mdxJsxTextElement" }>;

/** Reports, with line and column, everything in the body that is not plain content. */
export function checkMdxRules(file: string, tree: Root, issues: IssueList): void {
  visit(tree, (node) => {
    switch (node.type) {
      case "mdxjsEsm":
        issues.error(
          file,
          "import and export lines are not allowed in content: the site's components and {site…} values work without them",
          startOf(node),
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
          issues.error(
            file,
            `link "${node.url}" is not allowed: links go to site paths or https addresses`,
            startOf(node),
          );
        break;
    }
  });
}

/** An attribute of an element as written: its name, and its value when it is a quoted text. */
export interface WrittenAttribute {
  name: string;
  /** Undefined for an expression (`{…}`); a spread attribute has no name. */
  value: string | undefined;
  spread?: boolean;
}

/**
 * What is wrong with an element an author wrote (in MDX, or as raw HTML in a YAML text), each
 * problem with the attribute it is at, if any: one set of rules and words for both.
 */
export function elementProblems(
  name: string,
  attributes: readonly WrittenAttribute[],
  place: ElementPlace = mdxBody,
): { message: string; attribute?: number }[] {
  const rules = elementRules(name, place);
  if (!rules) {
    const what = /^[A-Z]/.test(name) ? `unknown component <${name}>` : `<${name}> is not allowed`;
    return [{ message: `${what}: ${allowedHere(place)}` }];
  }
  return attributes.flatMap((attribute, i) => {
    const message = attributeProblem(name, attribute, rules);
    return message ? [{ message, attribute: i }] : [];
  });
}

/** Raw HTML's comments are never shown: in a text they would hide what the author wrote after them. */
export const htmlCommentProblem =
  "an HTML comment (<!-- … -->) is not allowed: it hides its text from the page; delete it, or write the note as a YAML comment (# …) on a line of its own";

function checkElement(file: string, node: JsxElement, issues: IssueList): void {
  // A fragment (<>…</>) only groups content.
  if (node.name === null) return;
  const written = node.attributes.map((attribute): WrittenAttribute =>
    attribute.type === "mdxJsxExpressionAttribute"
      ? { name: "", value: undefined, spread: true }
      : { name: attribute.name, value: typeof attribute.value === "string" ? attribute.value : undefined },
  );
  for (const { message, attribute } of elementProblems(node.name, written)) {
    const place = attribute === undefined ? node : node.attributes[attribute]!;
    issues.error(file, message, startOf(place.position ? place : node));
  }
}

function elementRules(name: string, place: ElementPlace): Record<string, AttributeRule> | undefined {
  if (place.components && Object.hasOwn(mdxComponents, name)) return mdxComponents[name as MdxComponentName];
  return htmlElementsIn(place).includes(name) ? htmlElements[name] : undefined;
}

function attributeProblem(
  element: string,
  { name, value, spread }: WrittenAttribute,
  rules: Record<string, AttributeRule>,
): string | undefined {
  const tag = `<${element}>`;
  if (spread) return `spread attributes ({…}) are not allowed on ${tag}: write each attribute as name="value"`;
  const allowed = Object.keys(rules);
  const expected = `allowed: ${allowed.length > 0 ? allowed.join(", ") : "none"}`;
  if (/^on/i.test(name)) return `event handler ${name} is not allowed on ${tag}: content cannot run code (${expected})`;
  const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
  if (rule === undefined) return `attribute ${name} is not allowed on ${tag} (${expected})`;
  if (typeof value !== "string") {
    const example = rule === "digits" ? `${name}="200"` : `${name}="…"`;
    return `${name} on ${tag} must be a quoted value such as ${example}, not an expression`;
  }
  if (rule === "url" && isDangerousUrl(value)) {
    return `${name}="${value}" on ${tag} is not allowed: links go to site paths or https addresses`;
  } else if (rule === "digits" && !/^\d{1,5}$/.test(value)) {
    return `${name} on ${tag} must be a whole number such as "200"; found "${value}"`;
  } else if (Array.isArray(rule) && !rule.includes(value)) {
    return `${name} on ${tag} must be one of: ${rule.join(", ")}; found "${value}"`;
  }
  return undefined;
}
