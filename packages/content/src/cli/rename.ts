import path from "node:path";
import { applyRename, planRename } from "../authoring/rename.ts";
import type { ContentSite } from "../collection/content-site.ts";
import { ContentGraph } from "../graph/content-graph.ts";
import { formatIssue } from "../issues.ts";
import { printVerdict } from "./check.ts";
import { commandLine, plural, shown } from "./options.ts";

/**
 * `content rename <kind> <name> <new name> [--root <dir>]`: renames an entry with a page of its own,
 * rewrites every link to it, and keeps its old address answering with a redirect; then checks.
 */
export function runRename(site: ContentSite, argv: string[]): number {
  const { root, words } = commandLine(site, argv);
  const [kind, oldName, ...rest] = words;
  if (!kind || !oldName || rest.length === 0) {
    console.log('usage: content rename <kind> <name> <new name>   e.g. content rename term "Trust" "Express Trust"');
    return 2;
  }
  const plan = planRename(site, root, kind, oldName, rest.join(" "));
  if ("refuse" in plan) {
    console.log(`✖ Nothing was changed: ${plan.refuse}.`);
    return 1;
  }
  const started = performance.now();
  const undo = applyRename(root, plan);
  const check = () => new ContentGraph(root, { ...site, mode: "preview" }).run();
  const result = check();
  const errors = (issues: typeof result.issues) =>
    issues.filter((issue) => issue.severity === "error").map((issue) => issue.message);
  if (!result.snapshot) {
    // Errors the content had before are its own; a rename that would add one changes nothing.
    undo();
    const before = new Set(errors(check().issues));
    const caused = result.issues.filter((issue) => issue.severity === "error" && !before.has(issue.message));
    if (caused.length > 0) {
      console.log("✖ Nothing was changed: after the rename the content would have these errors:");
      for (const issue of caused) console.log(`  ${formatIssue(issue, path.dirname(root))}`);
      return 1;
    }
    applyRename(root, plan);
  }
  const at = (file: string) => shown(path.join(root, file));
  console.log(`✔ Renamed ${kind} "${plan.entry.name ?? oldName}" to "${rest.join(" ")}" in ${at(plan.entry.file)}`);
  for (const [from, to] of plan.moves) console.log(`  moved ${at(from)} to ${at(to)}`);
  if (plan.from !== plan.to) {
    console.log(`  its address is now ${plan.to}; ${plan.from} redirects there (listed under formerAddresses)`);
  }
  for (const { file, count } of plan.links) console.log(`  rewrote ${plural(count, "link")} in ${at(file)}`);
  console.log("");
  return printVerdict(site, result, performance.now() - started, { brief: true });
}
