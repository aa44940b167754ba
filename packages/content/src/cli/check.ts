import path from "node:path";
import { formatIssue } from "../issues.ts";
import { ContentGraph, type ContentSnapshot } from "../graph/content-graph.ts";
import { defaultContentRoot } from "../index.ts";
import { collections } from "../registry.ts";

/** Counts an author can compare with what they meant to write, each collection saying its own. */
export function summarize(snapshot: ContentSnapshot): [string, number][] {
  return [
    ...collections.flatMap((collection) =>
      collection.summary(snapshot.collections[collection.name] as never),
    ),
    ["routes", snapshot.routes.length],
  ];
}

/** `content check [--root <dir>]`: validates everything; exit code 1 when there are errors. */
export function runCheck(argv: string[]): number {
  const rootFlag = argv.indexOf("--root");
  const root = rootFlag >= 0 && argv[rootFlag + 1] ? path.resolve(argv[rootFlag + 1]!) : defaultContentRoot();
  const started = performance.now();
  const result = new ContentGraph(root).run();
  const elapsed = performance.now() - started;
  const relativeTo = path.dirname(result.root);
  const shown = displayPath(result.root);
  const errors = result.issues.filter((i) => i.severity === "error");
  const warnings = result.issues.filter((i) => i.severity === "warning");

  for (const issue of [...errors, ...warnings]) console.log(formatIssue(issue, relativeTo));
  if (!result.snapshot) {
    console.log(
      `\n✖ ${errors.length} error${errors.length === 1 ? "" : "s"}, ${warnings.length} warning${warnings.length === 1 ? "" : "s"} in ${shown} (${elapsed.toFixed(0)} ms)`,
    );
    return 1;
  }
  if (warnings.length > 0) console.log("");
  console.log(`✔ content is valid (${shown}, ${elapsed.toFixed(0)} ms)`);
  for (const [label, count] of summarize(result.snapshot)) console.log(`  ${String(count).padStart(6)}  ${label}`);
  if (warnings.length > 0) console.log(`  ${warnings.length} warning${warnings.length === 1 ? "" : "s"}`);
  return 0;
}

function displayPath(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  return relative === "" ? "." : relative.startsWith("..") ? folder : relative;
}
