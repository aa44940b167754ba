import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ContentGraph, formatIssue, writeFileAtomic, type ContentIssue, type ContentSnapshot } from "@site/content";

/** A change to the content folder: files written whole (null deletes), folders moved. */
export interface ContentChange {
  files: Map<string, string | Uint8Array | null>;
  moves?: [string, string][];
}

/** A change written, with the check's warnings about its files (a placeholder left), or refused with its errors. */
type Outcome = { written: string[]; warnings: ContentIssue[] } | { refused: ContentIssue[] };

/**
 * The working copy and a copy of it the editor tries changes on. A change is applied to the copy
 * first and the content check (the incremental content graph) runs there; only a change that brings
 * no new error is then written to the working copy, file by file, each whole or not at all. A refused
 * change is undone in the copy and writes nothing.
 */
export class ContentWorkspace {
  readonly trial: string;
  readonly graph: ContentGraph;
  private known = new Map<string, string>();
  /** The copy's errors while it equals the working copy: each keystroke's preview compares with them. */
  private baseline: Set<string> | undefined;
  /** Files a preview changed in the copy and put back, which the graph has not read again yet. */
  private putBack: ContentChange[] = [];

  constructor(readonly root: string) {
    this.trial = fs.mkdtempSync(path.join(os.tmpdir(), "site-editor-"));
    this.graph = new ContentGraph(this.trial, { mode: "preview" });
    this.sync();
  }

  /** Brings the copy up to date with the working copy (an author may also edit files by hand). */
  sync(): void {
    const now = new Map(listFiles(this.root).map((file) => [file, stamp(path.join(this.root, file))]));
    const changed: string[] = [];
    for (const [file, mark] of now) {
      if (this.known.get(file) === mark) continue;
      fs.mkdirSync(path.dirname(path.join(this.trial, file)), { recursive: true });
      fs.copyFileSync(path.join(this.root, file), path.join(this.trial, file));
      changed.push(file);
    }
    for (const file of this.known.keys()) {
      if (now.has(file)) continue;
      fs.rmSync(path.join(this.trial, file), { force: true });
      changed.push(file);
    }
    this.known = now;
    if (changed.length > 0) {
      this.baseline = undefined;
      this.graph.invalidate(changed.map((file) => path.join(this.trial, file)));
    }
  }

  /** The errors the check finds in the copy now. */
  errors(): ContentIssue[] {
    this.readPutBack();
    return this.graph.run().issues.filter((issue) => issue.severity === "error");
  }

  /** Tries a change on the copy and writes it to the working copy when the check finds no new error. */
  apply(change: ContentChange): Outcome {
    this.sync();
    const before = new Set(this.errors().map((issue) => this.key(issue)));
    const undo = this.applyTo(this.trial, change);
    this.forget(change);
    const issues = this.graph.run().issues;
    const added = issues.filter((issue) => issue.severity === "error" && !before.has(this.key(issue)));
    if (added.length > 0) {
      undo();
      this.forget(change);
      return { refused: added };
    }
    this.applyTo(this.root, change, writeFileAtomic);
    this.baseline = undefined;
    // The copy already holds what was written: only the stamps change (a folder moved is looked at anew).
    if (change.moves?.length) {
      this.known.clear();
      this.sync();
    } else {
      for (const file of change.files.keys()) {
        const written = path.join(this.root, file);
        if (fs.existsSync(written)) this.known.set(file, stamp(written));
        else this.known.delete(file);
      }
    }
    const written = [...change.files.keys(), ...(change.moves ?? []).map(([, to]) => to)];
    const inWritten = (issue: ContentIssue) =>
      written.includes(path.relative(this.trial, issue.file).split(path.sep).join("/"));
    return { written, warnings: issues.filter((issue) => issue.severity === "warning" && inWritten(issue)) };
  }

  /**
   * The content as it would be after a change, without writing it: the change is tried on the copy,
   * which is then put back. Returns the checked snapshot, or the errors the change would bring.
   */
  preview(change: ContentChange): { snapshot: ContentSnapshot } | { refused: ContentIssue[] } {
    this.sync();
    const before = (this.baseline ??= new Set(this.errors().map((issue) => this.key(issue))));
    const undo = this.applyTo(this.trial, change);
    this.readPutBack();
    this.forget(change);
    try {
      const run = this.graph.run();
      const added = run.issues.filter((issue) => issue.severity === "error" && !before.has(this.key(issue)));
      if (added.length > 0 || !run.snapshot) return { refused: added };
      return { snapshot: run.snapshot };
    } finally {
      undo();
      // Read again only when something else needs the copy's check: the next keystroke changes the same file.
      this.putBack.push(change);
    }
  }

  private readPutBack(): void {
    for (const change of this.putBack.splice(0)) this.forget(change);
  }

  /** Tells the graph which files of the copy a change touched (all of them when folders moved). */
  private forget(change: ContentChange): void {
    if (change.moves?.length) this.graph.invalidate();
    else this.graph.invalidate([...change.files.keys()].map((file) => path.join(this.trial, file)));
  }

  /** An issue as it would be printed, from the content folder, so the same problem matches before and after. */
  private key(issue: ContentIssue): string {
    return formatIssue({ ...issue, line: undefined, column: undefined }, this.trial);
  }

  /** Writes a change under a folder; returns how to undo it. */
  private applyTo(
    root: string,
    change: ContentChange,
    write: (file: string, data: string | Uint8Array) => void = fs.writeFileSync,
  ): () => void {
    const undo: (() => void)[] = [];
    for (const [relative, data] of change.files) {
      const file = path.join(root, relative);
      const old = fs.existsSync(file) ? fs.readFileSync(file) : null;
      if (data === null) fs.rmSync(file, { force: true });
      else {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        write(file, data);
      }
      undo.push(() => (old === null ? fs.rmSync(file, { force: true }) : fs.writeFileSync(file, old)));
    }
    for (const [from, to] of change.moves ?? []) {
      fs.mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
      fs.renameSync(path.join(root, from), path.join(root, to));
      undo.push(() => fs.renameSync(path.join(root, to), path.join(root, from)));
    }
    return () => undo.reverse().forEach((step) => step());
  }

  dispose(): void {
    fs.rmSync(this.trial, { recursive: true, force: true });
  }
}

function stamp(file: string): string {
  const stat = fs.statSync(file);
  return `${stat.size}:${stat.mtimeMs}`;
}

/** Every file of a folder, relative to it, without dot-files (temporary files, editors' own). */
function listFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => !file.split("/").some((part) => part.startsWith(".")))
    .filter((file) => fs.statSync(path.join(root, file)).isFile());
}
