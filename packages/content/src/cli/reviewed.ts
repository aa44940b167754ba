import path from "node:path";
import { replaceFiles } from "../source/atomic-write.ts";
import { planReviewed } from "../authoring/stamp-reviewed.ts";
import type { ContentSite } from "../collection/content-site.ts";
import { today } from "../editorial/today.ts";
import { printCheck } from "./check.ts";
import { commandLine, shown } from "./options.ts";

/**
 * `content reviewed <file>[:<line>] | <kind> <name> [--root <dir>]`: dates the entry (every entry
 * of the file) as reviewed today, once an author has checked that its text is still right.
 */
export function runReviewed(site: ContentSite, argv: string[]): number {
  const { root, words } = commandLine(site, argv);
  const day = today();
  const plan = planReviewed(site, root, words, day);
  if ("refuse" in plan) {
    console.log(`✖ Nothing was changed: ${plan.refuse}.`);
    return words.length === 0 ? 2 : 1;
  }
  replaceFiles(new Map([...plan.files].map(([file, text]) => [path.join(root, file), text])));
  for (const entry of plan.stamped) {
    const where = `${shown(path.join(root, entry.file))}${entry.path.length > 0 ? `:${entry.line}` : ""}`;
    console.log(`✔ Reviewed ${day}: ${where}${entry.name ? ` "${entry.name}"` : ""}`);
  }
  console.log("");
  return printCheck(site, root, { brief: true });
}
