import { scaffoldKinds, usageOf } from "../authoring/new-entry.ts";
import type { ContentSite } from "../collection/content-site.ts";
import { runCheck } from "./check.ts";
import { runFix } from "./fix.ts";
import { runNew } from "./new.ts";
import { runRename } from "./rename.ts";
import { runReviewed } from "./reviewed.ts";
import { runStale } from "./stale.ts";

const commands: Record<string, (site: ContentSite, argv: string[]) => number | Promise<number>> = {
  // `check --fix` is `fix` over every file, then the check.
  check: (site, argv) => {
    const withoutFix = argv.filter((arg) => arg !== "--fix");
    return withoutFix.length < argv.length ? runFix(site, withoutFix) : runCheck(site, argv);
  },
  fix: runFix,
  new: runNew,
  rename: runRename,
  reviewed: runReviewed,
  stale: runStale,
};

const usage = (site: ContentSite) =>
  [
    "usage:",
    "  content check [--fix] [--all] [--root <content folder>]",
    "      validate everything (--fix: format first; --all: list what each error caused)",
    "  content fix [files…] [--root <content folder>]    format content files and say what changed",
    ...scaffoldKinds(site).map((kind) => `  ${usageOf(kind)}`),
    "      start a new entry with placeholders to fill in, then check it",
    "  content rename <kind> <name> <new name>           rename a page, rewrite the links to it, redirect its old address",
    "  content reviewed <file>[:<line>] | <kind> <name>  date an entry (or every entry of a file) as reviewed today",
    "  content stale                                     every entry by reviewed date, oldest first, overdue ones marked",
  ].join("\n");

/** `content <command> …` over a site's content: the exit code (2 for a command or option it does not know). */
export async function runContentCli(site: ContentSite, argv: readonly string[]): Promise<number> {
  // A reader that stops early (`pnpm content stale | head`) is not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });

  const [command, ...rest] = argv;
  const run = command === undefined ? undefined : commands[command];
  if (!run) {
    console.log(usage(site));
    return command === undefined || command === "--help" ? 0 : 2;
  }
  try {
    return await run(site, rest);
  } catch (error) {
    // Bad options (node:util parseArgs) are the author's typing, not a crash.
    if (!(error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) throw error;
    console.log(`${(error as Error).message}\n\n${usage(site)}`);
    return 2;
  }
}
