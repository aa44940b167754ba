import path from "node:path";

export type Severity = "error" | "warning";

/** One thing an author has to fix (error) or should look at (warning), pinned to a place in a file. */
export interface ContentIssue {
  severity: Severity;
  /** Absolute path of the file the issue is in. */
  file: string;
  line?: number;
  column?: number;
  /** Field path inside the file, e.g. `[3].supportingSources[0].url`. */
  field?: string;
  /** What is wrong, saying what was found and what was expected. */
  message: string;
  /** A warning while previewing that `pnpm build` refuses (a placeholder left, an address that would vanish). */
  blocksPublishing?: boolean;
  /**
   * The file whose first error this issue follows from (a link into a dictionary that could not be
   * read): it is folded into that error, which the author fixes first.
   */
  causedBy?: string;
  /** The issues folded into this one, each a consequence of it. */
  followOns?: ContentIssue[];
}

/** Collects issues while content is loaded, so one run reports every problem, not only the first. */
export class IssueList {
  readonly items: ContentIssue[] = [];

  add(issue: ContentIssue): void {
    this.items.push(issue);
  }

  error(file: string, message: string, at: Partial<Pick<ContentIssue, "line" | "column" | "field">> = {}): void {
    this.add({ severity: "error", file, message, ...at });
  }

  warn(file: string, message: string, at: Partial<Pick<ContentIssue, "line" | "column" | "field">> = {}): void {
    this.add({ severity: "warning", file, message, ...at });
  }

  get errors(): ContentIssue[] {
    return this.items.filter((i) => i.severity === "error");
  }
}

/**
 * The issues with each consequence folded into the error it follows from: the first error of the
 * file named by its `causedBy`. One mistake is reported once, before what it broke. Issues are
 * copied, not changed, since runs keep them between saves.
 */
export function foldFollowOns(issues: readonly ContentIssue[]): ContentIssue[] {
  const causes = new Map<string, ContentIssue>();
  for (const issue of issues) {
    if (issue.severity === "error" && !issue.causedBy && !causes.has(issue.file)) causes.set(issue.file, issue);
  }
  const folded = new Map<ContentIssue, ContentIssue[]>();
  const kept: ContentIssue[] = [];
  for (const issue of issues) {
    const cause = issue.causedBy === undefined ? undefined : causes.get(issue.causedBy);
    if (cause) folded.set(cause, [...(folded.get(cause) ?? []), issue]);
    else kept.push(issue);
  }
  return kept.map((issue) => {
    const followOns = folded.get(issue);
    return followOns ? { ...issue, followOns: [...(issue.followOns ?? []), ...followOns] } : issue;
  });
}

/**
 * `content/dictionary.yaml:12:5 [3].definition: expected text, found a number (42)`, and, for an
 * error others follow from, `(and 16 more caused by this)`.
 */
export function formatIssue(issue: ContentIssue, relativeTo = process.cwd()): string {
  const file = path.relative(relativeTo, issue.file) || issue.file;
  const where = [file, issue.line, issue.line !== undefined ? issue.column : undefined]
    .filter((part) => part !== undefined)
    .join(":");
  const field = issue.field ? `${issue.field}: ` : "";
  const more = issue.followOns?.length ? ` (and ${issue.followOns.length} more caused by this)` : "";
  return `${where} ${issue.severity} ${field}${issue.message}${more}`;
}

/** Thrown when content has errors: carries every issue so callers can show them all. */
export class ContentError extends Error {
  constructor(
    readonly issues: ContentIssue[],
    relativeTo?: string,
  ) {
    const errors = issues.filter((i) => i.severity === "error");
    super(
      `Content has ${errors.length} error${errors.length === 1 ? "" : "s"}:\n` +
        errors.map((i) => "  " + formatIssue(i, relativeTo)).join("\n"),
    );
    this.name = "ContentError";
  }
}
