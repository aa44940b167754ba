import { spawnSync } from "node:child_process";
import { join, relative } from "node:path";
import { acceptFromReview } from "./test/review.ts";

/**
 * `pnpm storybook:update-baselines [path …]`: runs every story (or those under the paths) and records
 * each picture as its baseline.
 * `pnpm storybook:update-baselines <group or story> …`: records the pictures the last run's report shows
 * for those groups or stories only (the report prints the command beside each), without running again.
 * Group and story names have no slash; paths do.
 */
const workspaceRoot = join(import.meta.dirname, "..");
const reportDir = join(workspaceRoot, "test-results/storybook");
const args = process.argv.slice(2);
const names = args.filter((arg) => !arg.startsWith("-"));

if (names.length === 0 || names.some((name) => name.includes("/") || name.includes("."))) {
  const vitest = spawnSync("vitest", ["run", "--config", ".storybook/vitest.config.ts", "--update=all", ...args], {
    cwd: workspaceRoot,
    stdio: "inherit",
  });
  process.exit(vitest.status ?? 1);
}

try {
  for (const name of names) {
    const written = acceptFromReview(workspaceRoot, reportDir, name);
    console.log(`${name}: ${written.length} ${written.length === 1 ? "baseline" : "baselines"} recorded`);
    for (const file of written) console.log(`  ${relative(process.cwd(), join(workspaceRoot, file))}`);
  }
  console.log("Commit them with the change that made them.");
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
