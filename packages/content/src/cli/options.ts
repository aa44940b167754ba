import path from "node:path";
import { parseArgs } from "node:util";
import type { ContentSite } from "../collection/content-site.ts";

/** A command's words and its options; `--root <folder>` picks another content folder (synthetic content, tests). */
export function commandLine(site: ContentSite, argv: string[], flags: readonly string[] = []) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      root: { type: "string" },
      ...Object.fromEntries(flags.map((flag) => [flag, { type: "boolean" as const }])),
    },
    allowPositionals: true,
  });
  const root = typeof values.root === "string" ? path.resolve(values.root) : site.contentRoot();
  return { root, words: positionals, has: (flag: string) => (values as Record<string, unknown>)[flag] === true };
}

/** `1 file`, `2 files`. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A folder as the author knows it: relative to where they ran the command. */
export function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative === "" ? "." : relative.startsWith("..") ? file : relative;
}
