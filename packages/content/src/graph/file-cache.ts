import { createHash } from "node:crypto";
import fs from "node:fs";
import { IssueList, type ContentIssue } from "../issues.ts";

type Parser<T> = (file: string, text: string, issues: IssueList) => T | undefined;

interface CachedFile {
  text: string;
  hash: string;
  parsed: Map<Parser<unknown>, { value: unknown; issues: ContentIssue[] }>;
}

/**
 * Content files as last read, each parsed once per version. A file is read from disk again only
 * after the graph is told it changed; its parse (and the problems it found) are kept until then.
 */
export class FileCache {
  private readonly files = new Map<string, CachedFile | "missing">();

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
    let text: string | undefined;
    try {
      text = fs.readFileSync(file, "utf8");
    } catch {
      return known !== "missing";
    }
    return known === "missing" || known.hash !== createHash("sha1").update(text).digest("base64url");
  }

  private read(file: string): CachedFile | "missing" {
    let entry = this.files.get(file);
    if (entry === undefined) {
      let text: string;
      try {
        text = fs.readFileSync(file, "utf8");
        entry = { text, hash: createHash("sha1").update(text).digest("base64url"), parsed: new Map() };
      } catch {
        entry = "missing";
      }
      this.files.set(file, entry);
    }
    return entry;
  }
}
