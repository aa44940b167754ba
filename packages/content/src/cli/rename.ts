import path from "node:path";
import { applyRename, planRename } from "../authoring/rename.ts";
import { printCheck } from "./check.ts";
import { commandLine, shown } from "./options.ts";

/**
 * `content rename <kind> <name> <new name> [--root <dir>]`: renames an entry with a page of its own,
 * rewrites every link to it, and keeps its old address answering with a redirect; then checks.
 */
export function runRename(argv: string[]): number {
  const { root, words } = commandLine(argv);
  const [kind, oldName, ...rest] = words;
  if (!kind || !oldName || rest.length === 0) {
    console.log('usage: content rename <kind> <name> <new name>   e.g. content rename term "Trust" "Express Trust"');
    return 2;
  }
  const plan = planRename(root, kind, oldName, rest.join(" "));
  if ("refuse" in plan) {
    console.log(`✖ Nothing was changed: ${plan.refuse}.`);
    return 1;
  }
  applyRename(root, plan);
  const at = (file: string) => shown(path.join(root, file));
  console.log(`✔ Renamed ${kind} "${plan.entry.name ?? oldName}" to "${rest.join(" ")}" in ${at(plan.entry.file)}`);
  for (const [from, to] of plan.moves) console.log(`  moved ${at(from)} to ${at(to)}`);
  if (plan.from !== plan.to) {
    console.log(`  its address is now ${plan.to}; ${plan.from} redirects there (listed under formerAddresses)`);
  }
  for (const { file, count } of plan.links)
    console.log(`  rewrote ${count} link${count === 1 ? "" : "s"} in ${at(file)}`);
  console.log("");
  return printCheck(root, { brief: true });
}
