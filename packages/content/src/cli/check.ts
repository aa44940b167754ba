import path from "node:path";
import { formatIssue } from "../issues.ts";
import { loadContent, type Manifest } from "../manifest/build.ts";
import { shownVideoCount } from "../collections/videos/count.ts";

/** Counts an author can compare with what they meant to write. */
export function summarize(manifest: Manifest): [string, number][] {
  return [
    ["pages", Object.keys(manifest.pages).length],
    ["service pages", manifest.servicePages.length],
    ["standard pages", manifest.standardPages.length],
    ["DIY processes", manifest.processes.length],
    ["process steps", manifest.processes.reduce((n, p) => n + p.steps.length, 0)],
    ["video categories", manifest.videoCategories.length],
    ["videos listed", manifest.videoCategories.reduce((n, c) => n + c.videos.length, 0)],
    [
      "video cards shown",
      manifest.videoCategories.reduce((n, c) => n + shownVideoCount(c.videos.length, c.declaredCount), 0),
    ],
    ["document categories", manifest.documents.length],
    ["documents", manifest.documents.reduce((n, c) => n + c.documents.length, 0)],
    ["maxims", manifest.maxims.length],
    ["dictionary terms", manifest.terms.length],
    ["FAQ items", manifest.faq.length],
    ["routes", manifest.routes.length],
  ];
}

/** `content check [--root <dir>]`: validates everything; exit code 1 when there are errors. */
export function runCheck(argv: string[]): number {
  const rootFlag = argv.indexOf("--root");
  const root = rootFlag >= 0 && argv[rootFlag + 1] ? path.resolve(argv[rootFlag + 1]!) : undefined;
  const started = performance.now();
  const result = loadContent(root);
  const elapsed = performance.now() - started;
  const relativeTo = path.dirname(result.root);
  const shown = displayPath(result.root);
  const errors = result.issues.filter((i) => i.severity === "error");
  const warnings = result.issues.filter((i) => i.severity === "warning");

  for (const issue of [...errors, ...warnings]) console.log(formatIssue(issue, relativeTo));
  if (!result.manifest) {
    console.log(
      `\n✖ ${errors.length} error${errors.length === 1 ? "" : "s"}, ${warnings.length} warning${warnings.length === 1 ? "" : "s"} in ${shown} (${elapsed.toFixed(0)} ms)`,
    );
    return 1;
  }
  if (warnings.length > 0) console.log("");
  console.log(`✔ content is valid (${shown}, ${elapsed.toFixed(0)} ms)`);
  for (const [label, count] of summarize(result.manifest)) console.log(`  ${String(count).padStart(6)}  ${label}`);
  if (warnings.length > 0) console.log(`  ${warnings.length} warning${warnings.length === 1 ? "" : "s"}`);
  return 0;
}

function displayPath(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  return relative === "" ? "." : relative.startsWith("..") ? folder : relative;
}
