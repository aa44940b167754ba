import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { defaultContentRoot, formatIssue, loadContent } from "@site/content";
import { buildSummaryFile } from "../postbuild/index";
import { buildRelease, removeRelease } from "./releases";

/**
 * `pnpm build`: runs the build command given as the argument (`react-router build && …`) with
 * BUILD_DIR set to a fresh release folder, and publishes it only if the command succeeds (see
 * releases.ts). What the command does inside is its own business: it only has to write BUILD_DIR.
 */
const appRoot = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(appRoot, process.env.BUILD_DIR ?? "build");
const command = process.argv.slice(2).join(" ");
if (!command) throw new Error("usage: tsx publish/build.ts '<build command>'");
const published = path.relative(appRoot, path.join(buildDir, "client"));

/**
 * The build's native parts hold on to memory they have freed, for reuse: Rolldown's allocator
 * (mimalloc) and glibc's per-thread arenas. Most of the build's peak is that, not live data (the
 * JavaScript heap holds about 130 MB at the end), so they are told to hand it back at once; it
 * costs about 2 % CPU. An author's own setting wins.
 */
const memoryFrugal = {
  MIMALLOC_PURGE_DELAY: "0",
  MIMALLOC_ARENA_EAGER_COMMIT: "0",
  MALLOC_ARENA_MAX: "2",
  MALLOC_TRIM_THRESHOLD_: "131072",
};

let building: string | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (building) removeRelease(building);
    process.exit(130);
  });
}

const unchanged = `The build failed: the published site (${published}) is unchanged.`;

// Content is checked as it will be published before anything is built: an author's mistake is told in
// the check's own words. Stopped inside the build, it would come wrapped in the build tool's stack
// trace, which is for a bug in the site's own code (and still printed for one).
const contentRoot = defaultContentRoot();
const checked = loadContent(contentRoot, { mode: "publish" });
if (!checked.snapshot) {
  for (const issue of checked.issues.filter((each) => each.severity === "error")) {
    console.error(formatIssue(issue, path.dirname(contentRoot)));
  }
  console.error(`\n${unchanged}`);
  process.exit(1);
}

const started = performance.now();
try {
  const release = await buildRelease(buildDir, (releaseDir) => {
    building = releaseDir;
    return run(command, { ...memoryFrugal, ...process.env, BUILD_DIR: releaseDir });
  });
  // The one line of a build that went well: what it made, and where it is now served from.
  const summary = fs.readFileSync(path.join(release, "deploy", buildSummaryFile), "utf8").trim();
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`✔ Published ${published}: ${summary} (${seconds} s, ${path.relative(appRoot, release)})`);
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  console.error(unchanged);
  process.exit(1);
}

function run(command: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { cwd: appRoot, env, shell: true, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${signal ?? `code ${code}`}`)),
    );
  });
}
