import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultContentRoot } from "@site/content";
import { hostileCases } from "@site/content/testing/hostile-content";

export interface HostileFigure {
  seconds: number;
  /** True when the check ended as it should: refusing the content with its message, not crashing. */
  refused: boolean;
  /** The first message it printed. */
  message: string;
}

/**
 * `content check`, as an author runs it, on the real content with each hostile case written into a
 * copy (nesting thousands of levels deep, aliases that repeat a long list): each must be refused, with
 * a message, in a few seconds at most.
 */
export function measureHostileContent(appRoot: string): Record<string, HostileFigure> {
  const contentCli = path.resolve(appRoot, "../../packages/content/bin/content.mjs");
  const figures: Record<string, HostileFigure> = {};
  for (const hostile of hostileCases) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-hostile-"));
    try {
      fs.cpSync(defaultContentRoot(), dir, { recursive: true });
      hostile.write(dir);
      const started = performance.now();
      const run = spawnSync("node", [contentCli, "check", "--root", dir], { cwd: appRoot, encoding: "utf8" });
      const seconds = (performance.now() - started) / 1000;
      const firstError = run.stdout.split("\n").find((line) => line.includes(" error ")) ?? run.stderr.trim();
      figures[hostile.name] = {
        seconds,
        refused: run.status === 1 && /✖ \d+ errors?/.test(run.stdout),
        message: firstError.replace(/^\S+ error /, "").slice(0, 100),
      };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return figures;
}

// `npx tsx bench/hostile-content.ts`: these figures alone (bench/run.ts takes them with the rest).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = measureHostileContent(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
  for (const [name, { seconds, refused, message }] of Object.entries(figures)) {
    console.log(`${seconds.toFixed(1).padStart(5)} s  ${refused ? "refused" : "NOT REFUSED"}  ${name}: ${message}`);
  }
  const slowest = Math.max(...Object.values(figures).map((figure) => figure.seconds));
  const all = Object.values(figures).every((figure) => figure.refused);
  console.log(`\n${all ? "every case refused" : "some cases NOT refused"}; slowest ${slowest.toFixed(1)} s`);
  process.exitCode = all ? 0 : 1;
}
