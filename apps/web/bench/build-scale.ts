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

/**
 * Builds the site from the real content (into the normal build folder, which the page measurements
 * then serve) and from 10x synthetic content (into a scratch folder, removed afterwards).
 */
export async function measureBuildScale(appRoot: string) {
  const synthetic = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-10x-"));
  const counts = generateSyntheticContent(synthetic, { scale: 10 });
  try {
    const real = await measureOne(appRoot, undefined, "build");
    const tenfold = await measureOne(appRoot, synthetic, "build-bench-10x");
    return { real, tenfold, syntheticCounts: counts, ratio: tenfold.build.seconds / real.build.seconds };
  } finally {
    fs.rmSync(synthetic, { recursive: true, force: true });
  }
}

async function measureOne(appRoot: string, contentDir: string | undefined, buildDir: string): Promise<ScaleFigures> {
  const env = { ...process.env, BUILD_DIR: buildDir, ...(contentDir ? { CONTENT_DIR: contentDir } : {}) };
  const contentCli = path.resolve(appRoot, "../../packages/content/bin/content.mjs");
  const contentCheck = await measureCommand("node", [contentCli, "check"], { cwd: appRoot, env });
  const out = path.join(appRoot, buildDir);
  fs.rmSync(out, { recursive: true, force: true });
  try {
    const build = await measureCommand("pnpm", ["run", "build"], { cwd: appRoot, env });
    return { pages: countHtml(path.join(out, "client")), build, contentCheck };
  } finally {
    if (contentDir) fs.rmSync(out, { recursive: true, force: true });
  }
}

function countHtml(dir: string): number {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html")).length;
}
