import path from "node:path";
import { formatIssue } from "../issues.ts";
import type { ContentSite } from "../collection/content-site.ts";
import type { CollectionDefinition } from "../collection/define.ts";
import { ContentGraph, type ContentSnapshot, type GraphResult } from "../graph/content-graph.ts";
import { commandLine, plural, shown } from "./options.ts";

/**
 * Counts an author can compare with what they meant to write: each collection says its own, or
 * else counts its entries under its name ("court-forms" → "court forms").
 */
function summarize(site: ContentSite, snapshot: ContentSnapshot): [string, number][] {
  return [
    ...(site.collections as readonly Pick<CollectionDefinition, "name" | "summary">[]).flatMap(
      (collection): [string, number][] => {
        const entries = snapshot.collections[collection.name] ?? [];
        return collection.summary?.(entries as never) ?? [[collection.name.replaceAll("-", " "), entries.length]];
      },
    ),
    ["routes", snapshot.routes.length],
  ];
}

/**
 * `content check [--fix] [--all] [--root <dir>]`: validates everything (formatting first with
 * --fix; --all lists what each error caused besides counting it); exit code 1 on errors. It also
 * brings the editors' JSON Schemas and their mapping up to date, which follow the code (the
 * registry and its zod schemas), not the content.
 */
export async function runCheck(site: ContentSite, argv: string[]): Promise<number> {
  const { root, has } = commandLine(site, argv, ["all"]);
  const code = printCheck(site, root, { all: has("all") });
  const updated = await site.updateEditorFiles();
  if (updated.length > 0) console.log(`\n✎ Updated for editors (commit them): ${updated.join(", ")}`);
  return code;
}

/** Checks a content folder and prints every problem and the verdict; the counts too unless `brief`. */
export function printCheck(site: ContentSite, root: string, options: VerdictOptions = {}): number {
  const started = performance.now();
  const result = new ContentGraph(root, { ...site, mode: "preview" }).run();
  return printVerdict(site, result, performance.now() - started, options);
}

interface VerdictOptions {
  /** Without the counts of what the content holds. */
  brief?: boolean;
  /** With what each error caused listed under it, not only counted. */
  all?: boolean;
}

/** Prints a check's problems and verdict; returns the exit code (1 when there are errors). */
export function printVerdict(
  site: ContentSite,
  result: GraphResult,
  elapsed: number,
  { brief = false, all = false }: VerdictOptions = {},
): number {
  const errors = result.issues.filter((i) => i.severity === "error");
  const warnings = result.issues.filter((i) => i.severity === "warning");
  const where = shown(result.root);

  // `content/dictionary.yaml:6:3 …`: the content folder's name leads, as authors see it in their editor.
  const relativeTo = path.dirname(result.root);
  for (const issue of [...errors, ...warnings]) {
    console.log(formatIssue(issue, relativeTo));
    for (const followOn of all ? (issue.followOns ?? []) : []) console.log(`    ${formatIssue(followOn, relativeTo)}`);
  }
  if (!all && errors.some((issue) => issue.followOns?.length)) {
    console.log("  (fix the error first: what it caused goes with it; `pnpm content check --all` lists it)");
  }
  if (errors.length > 0 || (!result.snapshot && !result.only)) {
    console.log(
      `\n✖ ${plural(errors.length, "error")}, ${plural(warnings.length, "warning")} in ${where} (${elapsed.toFixed(0)} ms)`,
    );
    return 1;
  }
  if (warnings.length > 0) console.log("");
  // A check limited to some collections names them: the rest of the content was not checked.
  const what = result.only ? `${result.only.map((name) => name.replaceAll("-", " ")).join(", ")}:` : "content is";
  console.log(`✔ ${what} valid (${where}, ${elapsed.toFixed(0)} ms)`);
  if (result.only) {
    console.log(
      "  (with every name, link and address checked against the whole site; `pnpm content check` checks the rest)",
    );
  }
  if (!brief && result.snapshot)
    for (const [label, count] of summarize(site, result.snapshot))
      console.log(`  ${String(count).padStart(6)}  ${label}`);
  if (warnings.length > 0) console.log(`  ${plural(warnings.length, "warning")}`);
  const refused = warnings.filter((issue) => issue.blocksPublishing).length;
  if (refused > 0) {
    console.log(
      `⚠ ${refused} of them stop${refused === 1 ? "s" : ""} publishing: \`pnpm build\` refuses the site until ${refused === 1 ? "it is" : "they are"} fixed`,
    );
  }
  return 0;
}
