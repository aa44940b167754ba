import {
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node,
} from "yaml";
import type { IssueList } from "../issues.ts";
import { bracketsTooDeep } from "./markup-limits.ts";
import { yamlLimitProblem } from "./yaml-limits.ts";

/** A parsed YAML text that remembers where every value came from, so errors can name a line. */
export interface YamlSource {
  file: string;
  doc: Document;
  lineCounter: LineCounter;
  /** Lines before this YAML text in its file (frontmatter starts after the `---` line). */
  lineOffset: number;
  data: unknown;
}

export type FieldPath = readonly PropertyKey[];

export interface Position {
  line: number;
  column: number;
}

/**
 * Far above any real content file (the dictionary, about 75 KB, has room for ten times its terms); a
 * larger one is a mistake or an attack, and would take many seconds to parse.
 */
export const maxYamlBytes = 1024 * 1024;

/** Parses YAML, reporting syntax errors and duplicate keys with their line; returns undefined when unusable. */
export function parseYaml(file: string, text: string, issues: IssueList): YamlSource | undefined {
  if (text.length > maxYamlBytes) {
    issues.error(
      file,
      `the file is ${megabytes(text.length)}; content files may be at most ${megabytes(maxYamlBytes)}: split it up`,
      { line: 1, column: 1 },
    );
    return undefined;
  }
  const tooDeep = bracketsTooDeep(text);
  if (tooDeep) {
    issues.error(file, tooDeep.value, { line: tooDeep.line, column: tooDeep.column });
    return undefined;
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  for (const warning of doc.warnings) {
    // A tag the core schema does not know is reported below, as an error.
    if (warning.code === "TAG_RESOLVE_FAILED") continue;
    const pos = lineCounter.linePos(warning.pos[0]);
    issues.warn(file, warning.message.split("\n")[0] ?? warning.message, { line: pos.line, column: pos.col });
  }
  if (doc.errors.length > 0) {
    reportSyntaxErrors(file, text, doc, lineCounter, issues);
    return undefined;
  }
  const beyond = yamlLimitProblem(doc);
  if (beyond) {
    const pos = lineCounter.linePos(beyond.offset);
    issues.error(file, beyond.message, { line: pos.line, column: pos.col });
    return undefined;
  }
  // The limits above measured the aliases' real expansion; the parser's own count of them is not needed.
  const data = doc.toJS({ maxAliasCount: -1 });
  return { file, doc, lineCounter, lineOffset: 0, data };
}

/**
 * The file's syntax errors, the first as the cause: once the parser has lost its place, what it
 * reports further down (38 errors after one tab) follows from it, and is folded into it.
 */
function reportSyntaxErrors(
  file: string,
  text: string,
  doc: Document,
  lineCounter: LineCounter,
  issues: IssueList,
): void {
  // One mistake often yields two errors at the same place; the more specific one is kept.
  const byStart = new Map<number, YamlError>();
  for (const error of doc.errors) {
    const kept = byStart.get(error.pos[0]);
    if (!kept || error.code === "MULTILINE_IMPLICIT_KEY") byStart.set(error.pos[0], error);
  }
  const errors = [...byStart.values()].sort((a, b) => mistakeStart(doc, a) - mistakeStart(doc, b));
  const lines = text.split("\n");
  errors.forEach((error, index) => {
    const { message, line, column } = plainSyntaxError(error, doc, lineCounter, lines);
    issues.add({
      severity: "error",
      file,
      message: `YAML syntax: ${message}`,
      line,
      column,
      ...(index > 0 ? { causedBy: file } : {}),
    });
  });
}

type YamlError = Document["errors"][number];

/** What an author reads for a parser error, and where: the mistake named in their words where it can be. */
function plainSyntaxError(
  error: YamlError,
  doc: Document,
  lineCounter: LineCounter,
  lines: readonly string[],
): { message: string; line: number; column: number } {
  const start = lineCounter.linePos(mistakeStart(doc, error));
  const end = lineCounter.linePos(error.pos[1]);
  const written = lines[start.line - 1] ?? "";
  const at = (message: string, line = start.line, column = start.col) => ({ message, line, column });
  const tab = /^[ \t-]*?\t/.exec(written);
  if (tab || error.code === "TAB_AS_INDENT") {
    return at(
      `line ${start.line} is indented with a tab; YAML indents with spaces only: replace the tab with spaces`,
      start.line,
      tab ? tab[0].length : start.col,
    );
  }
  if (error.code === "MULTILINE_IMPLICIT_KEY" && end.line > start.line) {
    return at(
      `line ${end.line} is not lined up with the field above it (fields of one item start in the same column)`,
      end.line,
      1,
    );
  }
  if (error.code === "MISSING_CHAR" && /quote/i.test(error.message)) {
    return at("this quoted text is never closed: add the closing quote where the text ends");
  }
  const quoted = error.code === "BLOCK_AS_IMPLICIT_KEY" ? quotedValue(written, start.col) : undefined;
  if (quoted) {
    return at(
      `a colon followed by a space inside a value starts another field: put the value in quotes, as in ${quoted}`,
    );
  }
  const first = (error.message.split("\n")[0] ?? error.message).replace(/ at line \d+, column \d+:?$/, "");
  return at(error.code === "DUPLICATE_KEY" ? `${first} (each key may appear once in a mapping)` : first);
}

/**
 * `question: "What is a trust: really?"` for the line `question: What is a trust: really?`, when
 * the value starting at `column` holds a colon and a space; undefined for any other line.
 */
function quotedValue(line: string, column: number): string | undefined {
  const key = line.slice(0, column - 1);
  const value = line.slice(column - 1).trimEnd();
  if (!/^\s*(?:-\s+)?[^\s#"'][^#]*:\s+$/.test(key) || !value.includes(": ")) return undefined;
  return `${key.trim()} ${JSON.stringify(value)}`;
}

/**
 * Where the author has to look. A quote left open is only noticed where the file ends; the mistake
 * is where that quoted text starts.
 */
function mistakeStart(doc: Document, error: YamlError): number {
  if (error.code !== "MISSING_CHAR" || !/quote/i.test(error.message)) return error.pos[0];
  let opened: number | undefined;
  visit(doc, {
    Scalar(_, node) {
      const [start, end] = node.range ?? [];
      const quoted = node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE";
      if (quoted && start !== undefined && end !== undefined && end >= error.pos[0]) {
        opened = start;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return opened ?? error.pos[0];
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The position of the value at `path`. When that value does not exist (a missing required field),
 * the nearest existing ancestor is used, which is where the author has to add it.
 */
export function locate(source: YamlSource, path: FieldPath, { key = false } = {}): Position {
  let node: unknown = source.doc.contents;
  let found: Node | undefined = isNode(node) ? node : undefined;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === segment);
      if (!pair) break;
      node = pair.value;
      const target = key ? pair.key : pair.value;
      if (isNode(target)) found = target;
      else if (isNode(pair.key)) found = pair.key;
    } else if (isSeq(node) && typeof segment === "number") {
      const item = node.items[segment];
      if (!isNode(item)) break;
      node = item;
      found = item;
    } else {
      break;
    }
  }
  const offset = found?.range?.[0] ?? 0;
  const pos = source.lineCounter.linePos(offset);
  return { line: pos.line + source.lineOffset, column: pos.col };
}

/** `[3].supportingSources[0].url` or `integrations.payment.merchantId` */
export function formatPath(path: FieldPath): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else out += out === "" ? String(segment) : `.${String(segment)}`;
  }
  return out;
}
