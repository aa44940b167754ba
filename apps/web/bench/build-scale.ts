import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateSyntheticContent } from "@site/content/synthetic";
import { measureCommand, type ProcessMeasure } from "./measure-process";

export interface ScaleFigures {
  pages: number;
  build: ProcessMeasure;
  /** `content check` as an author runs it, process start to exit. */
  contentCheck: ProcessMeasure;
}

/** Measures something more on a finished build, before a scratch build is removed. */
export type InspectBuild<T> = (buildDir: string, contentDir: string | undefined) => Promise<T>;

/**
 * Builds the site from the real content (into the normal build folder, which the page measurements
 * then serve) and from 10x synthetic content (into a scratch folder, removed afterwards), and runs
 * `inspect` on each build.
 */
export async function measureBuildScale<T>(appRoot: string, inspect: InspectBuild<T>) {
  const synthetic = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-10x-"));
  generateSyntheticContent(synthetic, { scale: 10 });
  try {
    const real = await measureOne(appRoot, undefined, "build", inspect);
    const tenfold = await measureOne(appRoot, synthetic, "build-bench-10x", inspect);
    return {
      real: real.figures,
      tenfold: tenfold.figures,
      inspected: { real: real.inspected, tenfold: tenfold.inspected },
      ratio: tenfold.figures.build.seconds / real.figures.build.seconds,
    };
  } finally {
    fs.rmSync(synthetic, { recursive: true, force: true });
  }
}

async function measureOne<T>(
  appRoot: string,
  contentDir: string | undefined,
  buildDir: string,
  inspect: InspectBuild<T>,
): Promise<{ figures: ScaleFigures; inspected: T }> {
  const env = { ...process.env, BUILD_DIR: buildDir, ...(contentDir ? { CONTENT_DIR: contentDir } : {}) };
  const contentCli = path.resolve(appRoot, "../../packages/content/bin/content.mjs");
  const contentCheck = await measureCommand("node", [contentCli, "check"], { cwd: appRoot, env });
  const out = path.join(appRoot, buildDir);
  fs.rmSync(out, { recursive: true, force: true });
  try {
    const build = await measureCommand("pnpm", ["run", "build"], { cwd: appRoot, env });
    const inspected = await inspect(out, contentDir);
    return { figures: { pages: countHtml(path.join(out, "client")), build, contentCheck }, inspected };
  } finally {
    if (contentDir) fs.rmSync(out, { recursive: true, force: true });
  }
}

function countHtml(dir: string): number {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html")).length;
}
