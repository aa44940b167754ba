import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { measureCommand, type ProcessMeasure } from "./measure-process";

export interface StoryTestFigures extends ProcessMeasure {
  /** The machine's one-minute load average before and after: the figure means little on a busy machine. */
  loadBefore: number;
  loadAfter: number;
  cores: number;
}

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * `pnpm storybook:test` from start to finish: every story in Chromium with its play function, axe
 * checks and screenshot comparison, and the review tools' own tests. Wall time, CPU and peak memory.
 */
export async function measureStoryTests(): Promise<StoryTestFigures> {
  const [loadBefore = 0] = os.loadavg();
  const figures = await measureCommand("pnpm", ["--silent", "storybook:test"], {
    cwd: workspaceRoot,
    env: { ...process.env, CI: "1" },
  });
  const [loadAfter = 0] = os.loadavg();
  return { ...figures, loadBefore, loadAfter, cores: os.availableParallelism() };
}

export const describeStoryTests = (figures: StoryTestFigures) =>
  `${figures.seconds.toFixed(0)} s wall, ${figures.cpuSeconds.toFixed(0)} s CPU, peak ${Math.round(figures.peakMiB)} MiB ` +
  `(${figures.cores} cores; load average ${figures.loadBefore.toFixed(1)} before, ${figures.loadAfter.toFixed(1)} after)`;

// `tsx bench/storybook-tests.ts`: this figure alone, without the rest of the bench.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log("Running the story tests (pnpm storybook:test)…");
  console.log(`Story tests: ${describeStoryTests(await measureStoryTests())}`);
}
