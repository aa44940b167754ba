import { diffLines } from "diff";
import fs from "node:fs";
import path from "node:path";
import { writeFileAtomic } from "../source/atomic-write.ts";
import { isDeepStrictEqual } from "node:util";
import { parseDocument } from "yaml";
import { readContentFile, refusalMessage } from "../source/content-files.ts";
import { decodeText } from "../source/text-file.ts";

/**
 * The content's house style is Prettier's YAML style, pinned here so it does not follow the code's
 * settings: the committed content is already in it (a fix changes nothing until someone edits), and
 * `proseWrap: "preserve"` keeps every line break an author chose inside a text. The yaml package's
 * own printer was the other candidate; it refolds or unfolds every multi-line text at its line width,
 * which rewrote 63 of the 92 content files on the first run.
 */
const yamlStyle = { parser: "yaml", printWidth: 120, proseWrap: "preserve", endOfLine: "lf" } as const;

type FormatOutcome =
  | { status: "unchanged" }
  | { status: "formatted"; text: string; lines: string }
  | { status: "skipped"; reason: string };

/**
 * A content file in the house style: a YAML file whole, an MDX file's frontmatter (its body is left
 * as written: Prettier's MDX printer predates the MDX the site uses). The data must come out the same,
 * or the file is left alone.
 */
export async function formatContentText(relative: string, text: string): Promise<FormatOutcome> {
  const source = text.replace(/\r\n?/g, "\n");
  let yaml = source;
  let wrap = (formatted: string) => formatted;
  if (relative.endsWith(".mdx")) {
    const lines = source.split("\n");
    const end = lines.findIndex((line, i) => i > 0 && line.trimEnd() === "---");
    if (lines[0]?.trimEnd() !== "---" || end < 0)
      return { status: "skipped", reason: "it has no frontmatter (a `---` block at the top)" };
    yaml = lines
      .slice(1, end)
      .map((line) => `${line}\n`)
      .join("");
    const rest = lines.slice(end).join("\n");
    wrap = (formatted) => `---\n${formatted}${rest}`;
  }

  const before = parseDocument(yaml);
  if (before.errors.length > 0) {
    return { status: "skipped", reason: "it has a YAML syntax error: run `pnpm content:check` to see where" };
  }
  // Loaded when a file is formatted: the commands that never format (`content new`) start without it.
  const { format } = await import("prettier");
  const formatted = yaml.trim() === "" ? "" : await format(yaml, yamlStyle);
  const after = parseDocument(formatted);
  if (after.errors.length > 0 || !isDeepStrictEqual(after.toJS(), before.toJS())) {
    return { status: "skipped", reason: "formatting would change its data, so it was left as written" };
  }
  const result = wrap(formatted);
  return result === text
    ? { status: "unchanged" }
    : { status: "formatted", text: result, lines: changedLines(text, result) };
}

/**
 * Which lines of `before` an edit touched, for telling an author what changed: `lines 4-5, 9`.
 * A line only inserted is reported at the line before it: usually the one it replaces.
 */
export function changedLines(before: string, after: string): string {
  const touched = new Set<number>();
  let line = 0;
  for (const change of diffLines(before, after)) {
    if (change.added) touched.add(Math.max(1, line));
    else if (change.removed) for (let k = 1; k <= change.count; k++) touched.add(line + k);
    if (!change.added) line += change.count;
  }
  const lines = [...touched].sort((x, y) => x - y);
  const ranges: string[] = [];
  for (let k = 0; k < lines.length; k++) {
    const first = lines[k]!;
    while (lines[k + 1] === lines[k]! + 1) k++;
    ranges.push(first === lines[k] ? `${first}` : `${first}-${lines[k]}`);
  }
  return `line${lines.length === 1 ? "" : "s"} ${ranges.join(", ")}`;
}

interface FormatReport {
  formatted: { file: string; lines: string }[];
  skipped: { file: string; reason: string }[];
  unchanged: number;
}

/** Formats every YAML and MDX file under the content folder (or the files named), writing those that change. */
export async function formatContent(root: string, files = contentFiles(root)): Promise<FormatReport> {
  const report: FormatReport = { formatted: [], skipped: [], unchanged: 0 };
  for (const relative of files) {
    const file = path.join(root, relative);
    // Read as the check reads it: a link is never followed, so fix never rewrites a file elsewhere.
    const bytes = readContentFile(root, file);
    if (bytes === "missing") continue;
    const decoded = Buffer.isBuffer(bytes) ? decodeText(bytes) : { problem: refusalMessage(relative, bytes.refused) };
    const outcome =
      "text" in decoded
        ? await formatContentText(relative, decoded.text)
        : ({ status: "skipped", reason: decoded.problem } as const);
    if (outcome.status === "unchanged") report.unchanged++;
    else if (outcome.status === "skipped") report.skipped.push({ file: relative, reason: outcome.reason });
    else {
      writeFileAtomic(file, outcome.text);
      report.formatted.push({ file: relative, lines: outcome.lines });
    }
  }
  return report;
}

/** The content files a formatter looks at: YAML and MDX, relative to the content folder, sorted. */
export function contentFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.(ya?ml|mdx)$/.test(file) && !file.split("/").some((part) => part.startsWith(".")))
    .sort();
}
