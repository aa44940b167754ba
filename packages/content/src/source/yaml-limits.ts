import { isAlias, isCollection, isMap, isNode, isPair, isScalar, type Document, type Node } from "yaml";
import { maxNesting, nestingMessage } from "./markup-limits.ts";

/** Far more than any list of the site holds (the dictionary, the longest, has about a hundred terms). */
const maxListItems = 10_000;
/**
 * How many values aliases (`*name`) may add to a file when written out. An alias repeats a whole
 * value, so one long list aliased a hundred times, or aliases of aliases ("billion laughs"), would
 * make a file of a few lines hold millions of values.
 */
const maxAliasValues = 10_000;

/** The tags of YAML's core schema; any other tag (`!!js/function`, `!!binary`, `!custom`) is not content. */
const standardTags = new Set(
  ["str", "int", "float", "bool", "null", "seq", "map"].map((t) => `tag:yaml.org,2002:${t}`),
);

const count = (n: number) => n.toLocaleString("en");
const shortTag = (tag: string) => tag.replace(/^tag:yaml\.org,2002:/, "!!");

/**
 * What a parsed YAML document may hold, checked in one walk without recursion before its data is
 * built: only standard tags, at most `maxNesting` levels, lists of at most `maxListItems`, and
 * aliases that add at most `maxAliasValues` values, none inside the value it names. The first
 * problem, with the offset of the value it is about.
 */
export function yamlLimitProblem(doc: Document): { message: string; offset: number } | undefined {
  /** Values each anchored node holds when its aliases are written out, once it is complete. */
  const sizes = new Map<Node, number>();
  /** The node each anchor name stands for at this point of the document (a later anchor replaces it). */
  const anchors = new Map<string, Node>();
  let added = 0;
  let deepest: { depth: number; offset: number } | undefined;
  type Frame = { node: Node; children: Node[]; next: number; size: number; depth: number };
  const frameOf = (node: Node, depth: number): Frame => {
    const children = !isCollection(node)
      ? []
      : node.items
          .flatMap((item) => (isPair(item) ? [item.key, item.value] : [item]))
          .filter((n): n is Node => isNode(n));
    return { node, children, next: 0, size: 1, depth };
  };
  if (!isNode(doc.contents)) return undefined;
  const stack: Frame[] = [frameOf(doc.contents, 1)];
  while (stack.length > 0) {
    const frame = stack.at(-1)!;
    const { node } = frame;
    const offset = node.range?.[0] ?? 0;
    const problem = (message: string) => ({ message, offset });
    if (frame.next === 0) {
      if (node.anchor) anchors.set(node.anchor, node);
      if ((isScalar(node) || isCollection(node)) && node.tag && !standardTags.has(node.tag)) {
        return problem(
          `the YAML tag ${shortTag(node.tag)} is not allowed: content is text, numbers, true/false, lists and mappings; remove the tag`,
        );
      }
      if (isCollection(node) && node.items.length > maxListItems) {
        const [kind, items] = isMap(node) ? ["mapping", "fields"] : ["list", "items"];
        return problem(
          `this ${kind} has ${count(node.items.length)} ${items}; a ${kind} may have at most ${count(maxListItems)}: split it up`,
        );
      }
      if (isCollection(node) && frame.depth > maxNesting && (!deepest || frame.depth > deepest.depth)) {
        deepest = { depth: frame.depth, offset: deepest?.offset ?? offset };
      }
      if (isAlias(node)) {
        const target = anchors.get(node.source);
        if (!target) {
          return problem(
            `the alias *${node.source} names nothing: write &${node.source} on a value above it, or write the value out`,
          );
        }
        if (stack.some((open) => open.node === target)) {
          return problem(
            `the alias *${node.source} is inside the value it names (&${node.source}), which would repeat forever: write the value out`,
          );
        }
        frame.size = sizes.get(target) ?? 1;
        added += frame.size - 1;
        if (added > maxAliasValues) {
          return problem(
            `YAML aliases (*name) make this file ${count(added)} values longer than it is written; they may add at most ${count(maxAliasValues)}: write the values out instead`,
          );
        }
      }
    }
    const child = frame.children[frame.next++];
    if (child) {
      stack.push(frameOf(child, frame.depth + (isCollection(child) ? 1 : 0)));
      continue;
    }
    stack.pop();
    if (node.anchor) sizes.set(node, frame.size);
    const parent = stack.at(-1);
    if (parent) parent.size += frame.size;
  }
  if (deepest) return { message: nestingMessage(deepest.depth), offset: deepest.offset };
  return undefined;
}
