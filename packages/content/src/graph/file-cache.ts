import { createHash } from "node:crypto";
import path from "node:path";
import { IssueList, type ContentIssue } from "../issues.ts";
import { readContentFile, refusalMessage } from "../source/content-files.ts";
import { decodeText } from "../source/text-file.ts";

type Parser<T> = (file: string, text: string, issues: IssueList) => T | undefined;

interface CachedFile {
  hash: string;
  /** The text, or why the file cannot be read as content (a link, not UTF-8, a NUL byte), at its place. */
  text: string | ContentIssue;
  parsed: Map<Parser<unknown>, { value: unknown; issues: ContentIssue[] }>;
}

/**
 * Content files as last read, each parsed once per version. A file is read from disk again only
 * after the graph is told it changed; its parse (and the problems it found) are kept until then.
 * Files are read as the content folder's own (never through a link) and as UTF-8 text.
 */
export class FileCache {
  private readonly files = new Map<string, CachedFile | "missing">();

  constructor(private readonly root: string) {}

  /** Forgets the given files (every file when none are given), so the next run reads them again. */
  forget(files?: readonly string[]): void {
    if (!files) this.files.clear();
    else for (const file of files) this.files.delete(file);
  }

  /** The content hash of a file as last read, or undefined when it is missing or was never read. */
  hash(file: string): string | undefined {
    const entry = this.read(file);
    return entry === "missing" ? undefined : entry.hash;
  }

  parsed<T>(file: string, parse: Parser<T>): { value: T | undefined; issues: ContentIssue[] } | "missing" {
    const entry = this.read(file);
    if (entry === "missing") return "missing";
    if (typeof entry.text !== "string") return { value: undefined, issues: [entry.text] };
    let result = entry.parsed.get(parse as Parser<unknown>);
    if (!result) {
      const issues = new IssueList();
      result = { value: parse(file, entry.text, issues), issues: issues.items };
      entry.parsed.set(parse as Parser<unknown>, result);
    }
    return result as { value: T | undefined; issues: ContentIssue[] };
  }

  /** Whether the file on disk is no longer what was last read (a save the watcher did not report). */
  isStale(file: string): boolean {
    const known = this.files.get(file);
    if (known === undefined) return false;
    const now = this.load(file);
    return now === "missing" || known === "missing" ? now !== known : now.hash !== known.hash;
  }

  private read(file: string): CachedFile | "missing" {
    if (!this.files.has(file)) this.files.set(file, this.load(file));
    return this.files.get(file)!;
  }

  private load(file: string): CachedFile | "missing" {
    const bytes = readContentFile(this.root, file);
    if (bytes === "missing") return "missing";
    if (!Buffer.isBuffer(bytes)) {
      const problem: ContentIssue = {
        severity: "error",
        file,
        message: refusalMessage(path.relative(this.root, file), bytes.refused),
      };
      return { hash: `refused:${bytes.refused}`, text: problem, parsed: new Map() };
    }
    const hash = createHash("sha1").update(bytes).digest("base64url");
    const decoded = decodeText(bytes);
    const text =
      "text" in decoded
        ? decoded.text
        : { severity: "error" as const, file, message: decoded.problem, line: decoded.line, column: decoded.column };
    return { hash, text, parsed: new Map() };
  }
}
