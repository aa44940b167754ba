import path from "node:path";
import {
  issuesOfNewEntries,
  planNewEntry,
  scaffoldKinds,
  usageOf,
  writeNewEntry,
  type PlannedEntry,
} from "../authoring/new-entry.ts";
import type { ContentSite } from "../collection/content-site.ts";
import { ContentGraph } from "../graph/content-graph.ts";
import { formatIssue } from "../issues.ts";
import { printVerdict } from "./check.ts";
import { commandLine, shown } from "./options.ts";

/**
 * `content new <kind> <args…> [--root <dir>]`: writes a new entry with placeholders, says what to
 * fill in and where, and checks the content. A clash writes nothing and says why.
 */
export function runNew(site: ContentSite, argv: string[]): number {
  const { root, words } = commandLine(site, argv);
  const [kind, ...args] = words;
  if (!kind) {
    console.log(["usage:", ...scaffoldKinds(site).map((k) => `  ${usageOf(k)}`)].join("\n"));
    return 2;
  }
  // One graph reads the content for the plan and checks it after: only the files written are read again.
  // The plan needs every entry's id and address, not the bodies of pages and lessons.
  const graph = new ContentGraph(root, { ...site, mode: "preview" });
  const plan = planNewEntry(site, root, kind, args, graph.reader());
  if ("refuse" in plan) {
    console.log(`✖ Nothing was written: ${plan.refuse}.`);
    return 1;
  }
  const undo = writeNewEntry(plan);
  const started = performance.now();
  graph.invalidate([...plan.files.keys()].map((relative) => path.join(root, relative)));
  // As in `pnpm dev`, only what the new entries touch is checked: their collections in full, and the
  // names, links and addresses of every other entry they could clash with or point at.
  const result = graph.run({ only: [...new Set(plan.entries.map((entry) => entry.collection))] });
  const elapsed = performance.now() - started;
  // What the author typed can itself be invalid (an invisible character pasted into a title): then
  // the content is left as it was, rather than broken by the command.
  const own = issuesOfNewEntries(plan, result.issues);
  const ownErrors = own.filter((issue) => issue.severity === "error");
  if (ownErrors.length > 0) {
    undo();
    console.log("✖ Nothing was written: the new entry would not be valid.");
    for (const issue of ownErrors) console.log(`  ${formatIssue(issue, path.dirname(root))}`);
    return 1;
  }

  const at = (file: string, line?: number) => `${shown(path.join(root, file))}${line ? `:${line}` : ""}`;
  for (const entry of plan.entries) printEntry(entry, at);
  console.log("Checking what the new entry touches…");
  // The new entry's placeholders are listed above, with what to write in each.
  const others = { ...result, issues: result.issues.filter((issue) => !own.includes(issue)) };
  const exitCode = printVerdict(site, others, elapsed, { brief: true });
  if (exitCode !== 0) console.log("  The new entry has no errors: those above were there before.");
  return exitCode;
}

function printEntry(entry: PlannedEntry, at: (file: string, line?: number) => string): void {
  const how = entry.appended ? "Added a" : "Created a";
  console.log(
    `✚ ${how} ${entry.kind} in ${at(entry.file, entry.line)}${entry.address ? ` (its page: ${entry.address})` : ""}`,
  );
  if (entry.fill.length > 0) {
    console.log("\n  Fill in, replacing each placeholder:");
    for (const field of entry.fill) {
      console.log(`    ${at(entry.file, field.line)}  ${field.field}: "${field.placeholder}"`);
      if (field.description) console.log(`      ${field.description}`);
    }
  }
  if (entry.optional.length > 0) {
    console.log("\n  You may also add:");
    const width = Math.max(...entry.optional.map((field) => field.field.length));
    for (const field of entry.optional) {
      console.log(`    ${field.field.padEnd(width)}  ${field.description ?? ""}`.trimEnd());
    }
  }
  if (entry.next.length > 0) console.log(`\n  Next:\n${entry.next.map((line) => `    • ${line}`).join("\n")}`);
  if (entry.beforePublishing) {
    console.log(
      `\n  ⚠ Before publishing: ${entry.beforePublishing}. Replace every placeholder (they start with TODO:): \`pnpm build\` refuses to publish while one is left.`,
    );
  }
  console.log("");
}
