import fs from "node:fs";
import path from "node:path";

/** content/README.md, the guide for authors (the repository's, whatever CONTENT_DIR says). */
export const guideFile = path.resolve(import.meta.dirname, "../../../../content/README.md");
export const guide = fs.readFileSync(guideFile, "utf8");

/** Every inline code span of a Markdown text (`…` or ``…``), as it reads. */
export function codeSpans(markdown: string): string[] {
  const spans: string[] = [];
  const withoutBlocks = markdown.replace(/^```[\s\S]*?^```/gm, "");
  for (const [, , content] of withoutBlocks.matchAll(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)) {
    const text = content!.replace(/\n/g, " ");
    spans.push(/^ .* $/.test(text) ? text.slice(1, -1) : text);
  }
  return spans;
}

/**
 * A message with its particulars blurred (quoted names, elements, numbers), so the guide can explain a
 * kind of message with one real example: `link "/guides" goes to…` stands for every broken link.
 */
export function messageShape(message: string): string {
  return message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/<\/?[A-Za-z][\w-]*>/g, "<…>")
    .replace(/\d[\d,.]*/g, "N");
}

const quoted = codeSpans(guide).map(messageShape);

/** Whether the guide quotes a message of this kind. */
export function guideExplains(message: string): boolean {
  const shape = messageShape(message);
  return quoted.some((span) => span.includes(shape));
}

/** The guide's section under the heading that matches, down to the next heading of its level or above. */
export function section(heading: RegExp): string | undefined {
  const lines = guide.split("\n");
  // Lines inside fenced blocks are examples, not headings.
  let fenced = false;
  const levels = lines.map((line) => {
    if (line.startsWith("```")) fenced = !fenced;
    return fenced ? 0 : (/^(#{1,6}) /.exec(line)?.[1]!.length ?? 0);
  });
  const start = lines.findIndex((line, i) => levels[i]! >= 2 && heading.test(line));
  if (start < 0) return undefined;
  const level = levels[start]!;
  const end = levels.findIndex((found, i) => i > start && found > 0 && found <= level);
  return lines.slice(start, end < 0 ? undefined : end).join("\n");
}

/** The examples a section labels with their file: "… `content/<path>`:" and the fenced block below it. */
export function examples(text: string): { file: string; code: string }[] {
  const found: { file: string; code: string }[] = [];
  for (const [, file, code] of text.matchAll(/`content\/([^`]+)`:\n\n```[a-z]*\n([\s\S]*?)^```/gm)) {
    found.push({ file: file!, code: code! });
  }
  return found;
}
