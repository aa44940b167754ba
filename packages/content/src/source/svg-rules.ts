import type { Element, Nodes } from "hast";
import { fromHtml } from "hast-util-from-html";
import type { IssueList } from "../issues.ts";
import { asBrowserReads } from "../schema/links.ts";
import { markupTooDeep, startOf, treeBeyondLimits } from "./markup-limits.ts";

/**
 * What an SVG image in content/media may contain. An SVG is a document: opened on its own (a link
 * to /media/x.svg) its scripts, event handlers and `javascript:` links run with the site's address.
 * The site's security policy blocks them where its headers are sent, but a host without them would
 * not, so an image that could run code is not published at all.
 */

/** Elements that run code, or load a page or a plug-in, inside the image. */
const activeElements = new Set(["script", "foreignobject", "iframe", "embed", "object", "handler", "listener"]);

/** A scheme that runs code, or a `data:` document that could carry a script (embedded pictures are fine). */
const activeScheme = /(?:^|[^a-z0-9+.-])(javascript|vbscript|data):(?!image\/(?:png|jpe?g|gif|webp)[;,])/;

/** Reports, at its line, everything in an SVG that could run code. The parse cache's signature: `true` once checked. */
export function checkSvg(file: string, text: string, issues: IssueList): true {
  const raw: [RegExp, string][] = [
    [
      /<!ENTITY/i,
      "the image declares entities (<!ENTITY …>), which can hide code from this check: remove its <!DOCTYPE> block",
    ],
    [/<\?xml-stylesheet/i, "the image loads a style sheet (<?xml-stylesheet?>), which can run code: remove that line"],
  ];
  for (const [pattern, message] of raw) {
    const match = pattern.exec(text);
    if (match) issues.error(file, message, placeOf(text, match.index));
  }
  // Read as a browser reads an SVG inside a page; the tree is built by recursion, so depth is estimated first.
  const estimated = markupTooDeep(text);
  if (estimated) {
    issues.error(file, estimated.value, { line: estimated.line, column: estimated.column });
    return true;
  }
  const tree = fromHtml(text, { fragment: true });
  const tooDeep = treeBeyondLimits(tree);
  if (tooDeep) {
    issues.error(file, tooDeep.value, { line: tooDeep.line, column: tooDeep.column });
    return true;
  }
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    // What is inside an element that is refused as a whole needs no second message.
    if (node.type === "element" && !checkElement(file, node, issues)) continue;
    if ("children" in node) stack.push(...[...node.children].reverse());
  }
  return true;
}

/** Reports what could run in one element; false when the whole element is refused. */
function checkElement(file: string, node: Element, issues: IssueList): boolean {
  const tag = `<${node.tagName}>`;
  const report = (message: string) => issues.error(file, message, startOf(node));
  if (activeElements.has(node.tagName.toLowerCase())) {
    report(`${tag} in an image can run code or load a page when the image is opened: remove it`);
    return false;
  }
  for (const [property, value] of Object.entries(node.properties)) {
    const attribute = property.replace(/^xLink/, "xlink:").toLowerCase();
    if (attribute.startsWith("on")) {
      report(`event handler ${attribute} on ${tag} can run code when the image is opened: remove it`);
      continue;
    }
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part !== "string") continue;
      const scheme = activeScheme.exec(asBrowserReads(part))?.[1];
      if (scheme) report(`${attribute}="${scheme}:…" on ${tag} can run code when the image is opened: remove it`);
    }
  }
  return true;
}

function placeOf(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  return { line: before.split("\n").length, column: index - before.lastIndexOf("\n") };
}
