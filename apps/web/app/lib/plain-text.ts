import type { RichNode } from "@site/content";

const blocks = new Set(["p", "li", "blockquote", "ul", "ol", "br", "hr"]);

/** The words of a rich text, for searching it; blocks are separated, inline markup is not. */
export function plainText(nodes: readonly RichNode[]): string {
  let text = "";
  for (const node of nodes) {
    if (typeof node === "string") text += node;
    else {
      const inner = plainText(node.slice(2) as RichNode[]);
      text += blocks.has(node[0]) ? ` ${inner} ` : inner;
    }
  }
  return text.replace(/\s+/g, " ").trim();
}
