import type { RichText as RichTextTree } from "@site/content";
import { Link } from "@site/ui";
import { createElement, type ReactNode } from "react";

type Node = RichTextTree | RichTextTree["children"][number];

// The build already sanitized the tree to these tags; rendering checks again rather than trusting data.
const allowed = new Set([
  "p",
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
]);

/** Renders Markdown that the content build turned into a sanitized tree; links go through the router. */
export function RichText({ tree }: { tree: RichTextTree }) {
  return <>{tree.children.map(render)}</>;
}

function render(node: Node, key: number): ReactNode {
  switch (node.type) {
    case "text":
      return node.value;
    case "element": {
      const children = node.children.map(render);
      if (node.tagName === "a" && typeof node.properties.href === "string") {
        return (
          <Link key={key} href={node.properties.href}>
            {children}
          </Link>
        );
      }
      if (!allowed.has(node.tagName)) return <span key={key}>{children}</span>;
      return createElement(node.tagName, { key }, ...(children.length > 0 ? [children] : []));
    }
    case "root":
      return <RichText key={key} tree={node} />;
    default:
      return null;
  }
}
