interface Place {
  line: number;
  column: number;
}

/** A value found in a source file, and where (1-based line and column). */
export interface Located<T> extends Place {
  value: T;
}

/**
 * How deeply content may nest: lists in lists, quotes in quotes, elements in elements, YAML lists
 * and mappings in each other. Real content nests a handful of levels; the parsers, and every step
 * after them, walk a tree by recursion, so a file nested thousands of levels deep would crash the
 * check or keep it busy for minutes.
 */
export const maxNesting = 50;

/**
 * Above this estimated depth a text is refused before it is parsed: parsing is what crashes or
 * takes minutes. Loose, because the estimate is rough; the exact depth is checked on the tree.
 */
const parseGuard = 4 * maxNesting;

export const nestingMessage = (depth: number) =>
  `nesting is ${depth.toLocaleString("en")} levels deep here; content may nest at most ${maxNesting} levels (lists, quotes and elements inside each other): flatten it`;

/** Where a parsed node starts, or the top of the text when the parser does not say. */
export const startOf = (node: { position?: { start: Place } | undefined }): Place => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
});

/** HTML elements that never hold others, so an unclosed one nests nothing. */
const voidElements = new Set(
  "area base br col embed hr img input link meta source track wbr p li dt dd option tr td th".split(" "),
);

/**
 * A cheap upper estimate, in one pass over the text, of how deeply Markdown, MDX or HTML nests:
 * quote and list markers and indentation at the start of each line, runs of emphasis markers that
 * could open emphasis, and elements opened and not yet closed. The first place past the guard, or
 * undefined.
 */
export function markupTooDeep(text: string): Located<string> | undefined {
  let deepest: (Place & { depth: number }) | undefined;
  const note = (depth: number, line: number, column: number) => {
    if (depth > parseGuard && (!deepest || depth > deepest.depth)) deepest = { depth, line, column };
  };
  let open = 0;
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    note(lineStartDepth(line), index + 1, 1);
    // Only a run followed by text can open emphasis (a rule of stars, or a blank "Signed: ____", cannot).
    for (const run of line.matchAll(/[*_~]{2,}(?=[^\s*_~])/g)) note(run[0].length, index + 1, run.index + 1);
    for (const tag of line.matchAll(/<(\/?)([A-Za-z][\w.:-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
      const [, closing, name, selfClosing] = tag;
      if (closing) open = Math.max(0, open - 1);
      else if (!selfClosing && !voidElements.has(name!.toLowerCase())) note(++open, index + 1, tag.index + 1);
    }
  }
  return deepest && { value: nestingMessage(deepest.depth), line: deepest.line, column: deepest.column };
}

/** Quote and list markers at the start of a line, and its indentation (a nested list is indented two columns). */
function lineStartDepth(line: string): number {
  let markers = 0;
  let indent = 0;
  let i = 0;
  while (i < line.length) {
    const char = line[i]!;
    if (char === " " || char === "\t") {
      indent += char === "\t" ? 4 : 1;
      i++;
    } else if (char === ">") {
      markers++;
      i++;
    } else {
      const marker = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/.exec(line.slice(i, i + 11));
      if (!marker) break;
      markers++;
      i += marker[0].length + 1;
    }
  }
  return markers + Math.floor(indent / 2);
}

/**
 * Items in one Markdown list. Turning a list into HTML looks at every item again for each item
 * (whether the list is "loose"), so a list of 16,000 items takes seconds; real ones have a few dozen.
 */
const maxTextListItems = 1_000;

interface TreeNode {
  type: string;
  tagName?: string;
  children?: TreeNode[];
  position?: { start: Place };
}

/** An item of a list is part of its list's level, as an author counts: a list in a list is one level deeper. */
const isListItem = (node: TreeNode) => node.type === "listItem" || node.tagName === "li";

/**
 * What a parsed tree (Markdown, MDX or HTML) holds beyond the limits, walked without recursion: the
 * first place it nests too deep (with its deepest point), or else the first list too long.
 */
export function treeBeyondLimits(tree: TreeNode): Located<string> | undefined {
  let first: TreeNode | undefined;
  let deepest = 0;
  let longList: TreeNode | undefined;
  const stack: [TreeNode, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!node.children || node.children.length === 0) continue;
    if (depth > maxNesting) {
      first ??= node;
      deepest = Math.max(deepest, depth);
    }
    if (node.type === "list" && node.children.length > maxTextListItems) longList ??= node;
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i]!;
      stack.push([child, isListItem(child) ? depth : depth + 1]);
    }
  }
  if (first) return { value: nestingMessage(deepest), ...startOf(first) };
  if (longList) {
    const items = longList.children!.length.toLocaleString("en");
    return {
      value: `this list has ${items} items; a list in a text may have at most ${maxTextListItems.toLocaleString("en")}: split it up`,
      ...startOf(longList),
    };
  }
  return undefined;
}

/**
 * A cheap upper estimate of how deeply YAML's flow lists and mappings (`[…]`, `{…}`) nest, counting
 * brackets as they open and close (brackets inside text only make it higher): the first place past
 * the guard, or undefined. Indented YAML is read in one pass however deep; the exact depth of both
 * is checked on the parsed document.
 */
export function bracketsTooDeep(text: string): Located<string> | undefined {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 0x0a) {
      line++;
      lineStart = i + 1;
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > parseGuard) {
        let deepest = depth;
        for (let j = i + 1; j < text.length && (text[j] === "[" || text[j] === "{"); j++) deepest++;
        return { value: nestingMessage(deepest), line, column: i - lineStart + 1 };
      }
    } else if ((char === 0x5d || char === 0x7d) && depth > 0) depth--;
  }
  return undefined;
}
