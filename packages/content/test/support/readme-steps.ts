import fs from "node:fs";
import path from "node:path";

/**
 * A code block of a README's steps. Its first line is a comment naming the file it goes in, from the
 * repository's root: `// apps/web/app/routes.ts` (a new file: the rest of the block is the file), or
 * `// apps/web/app/routes.ts, in entryScreens` (an addition to a file: its imports go after the
 * file's imports, its other lines at the end of the list or object `entryScreens`), or, in Markdown,
 * `<!-- content/README.md, in "The collections" -->` (at the end of that section).
 */
export interface Step {
  file: string;
  in?: string;
  code: string;
}

const label = /^(?:\/\/|#|<!--)\s*([\w./-]+)(?:,\s*in\s+("?)(.+?)\2)?\s*(?:-->)?$/;

/** The blocks of the section under `heading`, in order, each with the file its first line names. */
export function readmeSteps(markdown: string, heading: string): Step[] {
  const section = sectionOf(markdown, heading);
  const steps: Step[] = [];
  for (const [, indent, , body] of section.matchAll(/^( *)(`{3,})[a-z]*\n([\s\S]*?)^\1\2$/gm)) {
    const lines = body!.split("\n").map((line) => line.slice(indent!.length));
    const found = label.exec(lines[0]!.trim());
    if (!found) throw new Error(`a block of "${heading}" does not start with the file it goes in: ${lines[0]}`);
    const code = lines.slice(1).join("\n").replace(/^\n+/, "");
    steps.push({ file: found[1]!, ...(found[3] ? { in: found[3] } : {}), code });
  }
  return steps;
}

/** The text under a `## ` heading, down to the next one. */
export function sectionOf(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const end = markdown.indexOf("\n## ", start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** Carries out one step in a folder: writes the new file, or adds to the one that exists. */
export function applyStep(root: string, step: Step): void {
  const file = path.join(root, step.file);
  if (step.in === undefined) {
    if (fs.existsSync(file)) throw new Error(`${step.file} exists already: a step adds to it "in" something`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, step.code);
    return;
  }
  const text = fs.readFileSync(file, "utf8");
  fs.writeFileSync(
    file,
    file.endsWith(".md") ? addToSection(text, step.in, step.code) : addToCode(text, step.in, step.code),
  );
}

/** Markdown added at the end of the section headed `title` (before the next heading of its level or above). */
function addToSection(text: string, title: string, addition: string): string {
  const lines = text.split("\n");
  // Lines inside fenced blocks are examples, not headings.
  let fenced = false;
  const levels = lines.map((line) => {
    if (line.startsWith("```")) fenced = !fenced;
    return fenced ? 0 : (/^(#{1,6}) /.exec(line)?.[1]!.length ?? 0);
  });
  const start = lines.findIndex((line, i) => levels[i]! > 0 && line.replace(/^#+ /, "") === title);
  if (start < 0) throw new Error(`no heading "${title}"`);
  const end = levels.findIndex((level, i) => i > start && level > 0 && level <= levels[start]!);
  const at = end < 0 ? lines.length : end;
  return [...lines.slice(0, at), addition.trimEnd(), "", ...lines.slice(at)].join("\n");
}

/** Code added to a module: its imports after the module's, the rest at the end of the literal `name` is declared as. */
function addToCode(text: string, name: string, addition: string): string {
  const lines = addition.split("\n").filter((line) => line.trim() !== "");
  const imports = lines.filter((line) => line.startsWith("import "));
  const items = lines.filter((line) => !line.startsWith("import ")).map((line) => line.trim().replace(/,$/, ""));

  const declaration = new RegExp(`\\b(?:const|let)\\s+${name}\\b[^=]*=\\s*`).exec(text);
  if (!declaration) throw new Error(`no declaration of ${name}`);
  const open = declaration.index + declaration[0].length;
  if (!"[{".includes(text[open]!)) throw new Error(`${name} is not a list or an object`);
  let depth = 0;
  let close = open;
  for (; close < text.length; close++) {
    if ("[{(".includes(text[close]!)) depth++;
    if ("]})".includes(text[close]!) && --depth === 0) break;
  }
  const inside = text.slice(open + 1, close);
  let withItems: string;
  if (!inside.includes("\n")) {
    withItems = `${inside.replace(/,?\s*$/, "")}, ${items.join(", ")}`;
  } else {
    const indent = /\n( +)\S/.exec(inside)?.[1] ?? "  ";
    const body = inside.replace(/,?\s*$/, ",");
    withItems = `${body}${items.map((item) => `\n${indent}${item},`).join("")}\n`;
  }
  let result = text.slice(0, open + 1) + withItems + text.slice(close);
  if (imports.length > 0) {
    const lastImport = [...result.matchAll(/^import [\s\S]*?;$/gm)].at(-1);
    const at = lastImport ? lastImport.index + lastImport[0].length : 0;
    result = `${result.slice(0, at)}\n${imports.join("\n")}${result.slice(at)}`;
  }
  return result;
}
