import path from "node:path";
import type { Element, Root as HastRoot } from "hast";
import type { Root as MdastRoot } from "mdast";
import { visit } from "unist-util-visit";
import { readImageSize } from "./image-size.ts";

/**
 * Lets MDX bodies write `{site.contact.email}`: every body that mentions `site` gets the site
 * config imported into its scope, so authors never write import statements.
 */
export function remarkSiteScope() {
  return (tree: MdastRoot) => {
    let usesSite = false;
    visit(tree, (node) => {
      if ((node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") && /\bsite\b/.test(node.value))
        usesSite = true;
    });
    if (!usesSite) return;
    tree.children.unshift({
      type: "mdxjsEsm",
      value: 'import { site } from "virtual:content/site"',
      data: {
        estree: {
          type: "Program",
          sourceType: "module",
          body: [
            {
              type: "ImportDeclaration",
              specifiers: [
                {
                  type: "ImportSpecifier",
                  imported: { type: "Identifier", name: "site" },
                  local: { type: "Identifier", name: "site" },
                },
              ],
              source: { type: "Literal", value: "virtual:content/site", raw: '"virtual:content/site"' },
              attributes: [],
            },
          ],
        },
      },
    } as MdastRoot["children"][number]);
  };
}

/** Gives images under /media their intrinsic size and lazy loading, so they never shift the page. */
export function rehypeMediaImages(contentRoot: string) {
  return () => (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "img" || typeof node.properties.src !== "string") return;
      const src = node.properties.src;
      if (!src.startsWith("/media/")) return;
      const size = readImageSize(path.join(contentRoot, decodeURI(src.slice(1))));
      if (size) {
        node.properties.width = size.width;
        node.properties.height = size.height;
      }
      node.properties.loading = "lazy";
      node.properties.decoding = "async";
    });
  };
}
