import { scaffoldKinds, usageOf } from "../authoring/new-entry.ts";
import { runCheck } from "./check.ts";
import { runFix } from "./fix.ts";
import { runNew } from "./new.ts";

const commands: Record<string, (argv: string[]) => number | Promise<number>> = {
  check: runCheck,
  fix: runFix,
  new: runNew,
};

const usage = [
  "usage:",
  "  content check [--fix] [--root <content folder>]   validate everything (--fix: format first)",
  "  content fix [files…] [--root <content folder>]    format content files and say what changed",
  ...scaffoldKinds().map((kind) => `  ${usageOf(kind)}`),
  "      start a new entry with placeholders to fill in, then check it",
].join("\n");

const [command, ...rest] = process.argv.slice(2);
const run = command === undefined ? undefined : commands[command];
if (run) {
  try {
    process.exitCode = await run(rest);
  } catch (error) {
    // Bad options (node:util parseArgs) are the author's typing, not a crash.
    if ((error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      console.log(`${(error as Error).message}\n\n${usage}`);
      process.exitCode = 2;
    } else throw error;
  }
} else {
  console.log(usage);
  process.exitCode = command === undefined || command === "--help" ? 0 : 2;
}
