import type { RichNode, RichText as RichTextTree } from "@site/content";
import { Link } from "@site/ui";
import { createElement, type ReactNode } from "react";

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
  return <>{tree.map(render)}</>;
}

function render(node: RichNode, key: number): ReactNode {
  if (typeof node === "string") return node;
  const [tag, attributes, ...children] = node;
  const content = children.map(render);
  if (tag === "a" && attributes) {
    return (
      <Link key={key} href={attributes.href}>
        {content}
      </Link>
    );
  }
  if (!allowed.has(tag)) return <span key={key}>{content}</span>;
  return createElement(tag, { key }, ...(content.length > 0 ? [content] : []));
}
