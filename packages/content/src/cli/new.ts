import path from "node:path";
import { planNewEntry, scaffoldKinds, usageOf, writeNewEntry, type PlannedEntry } from "../authoring/new-entry.ts";
import { printCheck } from "./check.ts";
import { commandLine, shown } from "./options.ts";

/**
 * `content new <kind> <args…> [--root <dir>]`: writes a new entry with placeholders, says what to
 * fill in and where, and checks the content. A clash writes nothing and says why.
 */
export function runNew(argv: string[]): number {
  const { root, words } = commandLine(argv);
  const [kind, ...args] = words;
  if (!kind) {
    console.log(`usage:\n${scaffoldKinds().map((k) => `  ${usageOf(k)}`).join("\n")}`);
    return 2;
  }
  const plan = planNewEntry(root, kind, args);
  if ("refuse" in plan) {
    console.log(`✖ Nothing was written: ${plan.refuse}.`);
    return 1;
  }
  writeNewEntry(plan);
  const at = (file: string, line?: number) => `${shown(path.join(root, file))}${line ? `:${line}` : ""}`;
  for (const entry of plan.entries) printEntry(entry, at);

  console.log("Checking the content…");
  const { exitCode, result } = printCheck(root, { brief: true });
  const written = new Set([...plan.files.keys()].map((file) => path.join(root, file)));
  if (exitCode !== 0 && !result.issues.some((issue) => issue.severity === "error" && written.has(issue.file))) {
    console.log("  The new entry has no errors: those above were in the content before.");
  }
  return exitCode;
}

function printEntry(entry: PlannedEntry, at: (file: string, line?: number) => string): void {
  const how = entry.appended ? "Added a" : "Created a";
  console.log(`✚ ${how} ${entry.kind} in ${at(entry.file, entry.line)}${entry.address ? ` (its page: ${entry.address})` : ""}`);
  if (entry.fill.length > 0) {
    console.log("\n  Fill in, replacing each placeholder:");
    for (const field of entry.fill) {
      console.log(`    ${at(field.file, field.line)}  ${field.field}: "${field.placeholder}"`);
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
    console.log(`\n  ⚠ Before publishing: ${entry.beforePublishing}. Replace the placeholders first.`);
  }
  console.log("");
}
