import type { ContentSite } from "../collection/content-site.ts";
import { ContentGraph } from "../graph/content-graph.ts";
import { commandLine, shown } from "./options.ts";

/**
 * `content stale [--root <dir>]`: every entry and page that carries a reviewed date, oldest first
 * (never reviewed before all), those past site.yaml's review period marked, each at its file and line.
 */
export function runStale(site: ContentSite, argv: string[]): number {
  const { root } = commandLine(site, argv);
  const result = new ContentGraph(root, { ...site, mode: "preview" }).run();
  if (!result.reviews) {
    console.log("✖ The review dates cannot be read until site.yaml is valid: run pnpm content:check to see why.");
    return 1;
  }
  // Never reviewed first, then by date; entries of the same day in file order.
  const reviews = [...result.reviews].sort(
    (a, b) => (a.reviewed ?? "").localeCompare(b.reviewed ?? "") || a.file.localeCompare(b.file) || a.line - b.line,
  );
  const overdue = reviews.filter((entry) => entry.overdue);
  const months = result.reviewPeriodMonths;
  const period = months === undefined ? "site.yaml's review period" : `the review period (${months} months, site.yaml)`;
  console.log(
    `Reviewed dates, oldest first: ${overdue.length} of ${reviews.length} ${overdue.length === 1 ? "is" : "are"} past ${period}, marked ⚠\n`,
  );
  const dates = reviews.map((entry) => entry.reviewed ?? "never");
  const width = Math.max(...dates.map((date) => date.length));
  reviews.forEach((entry, i) => {
    const where = `${shown(entry.file)}:${entry.line}${entry.name ? ` "${entry.name}"` : ""}`;
    console.log(`${entry.overdue ? "⚠" : " "} ${dates[i]!.padEnd(width)}  ${where}`);
  });
  if (overdue.length > 0) {
    console.log(
      "\nRead each marked text again; once it is right, `pnpm content reviewed <file>:<line>` dates it today.",
    );
  }
  return 0;
}
