import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { defaultContentRoot } from "@site/content";

/** Written last by postbuild: its age is the age of the whole build. */
const lastBuildFile = "deploy/security-headers.conf";

/** What a build is made from, relative to apps/web (content comes from CONTENT_DIR or content/). */
const sources = [
  "app",
  "postbuild",
  "react-router.config.ts",
  "vite.config.ts",
  "package.json",
  "../../packages/ui/src",
  "../../packages/content/src",
  "../../pnpm-lock.yaml",
];

function newestChange(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (child === "node_modules" || child.startsWith(".")) continue;
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

/** Why the build must be made again, or null when it is newer than everything it is made from. */
export function staleReason(appRoot: string, buildDir: string): string | null {
  const built = fs.statSync(path.join(buildDir, lastBuildFile), { throwIfNoEntry: false });
  if (!built) return "there is no finished build yet";
  const inputs = [...sources.map((source) => path.join(appRoot, source)), defaultContentRoot()];
  const changed = inputs.find((input) => newestChange(input) > built.mtimeMs);
  return changed
    ? `${path.relative(path.resolve(appRoot, "../.."), changed) || changed} changed since the build`
    : null;
}

export function build(appRoot: string, buildDir: string): void {
  execFileSync("pnpm", ["run", "build"], {
    cwd: appRoot,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: path.relative(appRoot, buildDir) },
  });
}
