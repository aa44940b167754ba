import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defaultContentRoot } from "@site/content";
import { measureCommand } from "./measure-process";

export interface ContentNewFigures {
  /** Seconds from typing `pnpm content new term …` to its verdict, one per run. */
  seconds: number[];
  cpuSeconds: number[];
  medianSeconds: number;
  maxSeconds: number;
  medianCpuSeconds: number;
}

/**
 * `pnpm content new term "…"` as an author runs it, on a copy of the content: start-up, the plan,
 * the placeholders printed and the check of the new entry, `runs` times (one uncounted run first).
 */
export async function measureContentNew(appRoot: string, runs = 5): Promise<ContentNewFigures> {
  const content = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-new-"));
  fs.cpSync(defaultContentRoot(), content, { recursive: true });
  const repoRoot = path.resolve(appRoot, "../..");
  try {
    const seconds: number[] = [];
    const cpuSeconds: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const figure = await measureCommand(
        process.execPath,
        ["packages/content/bin/content.mjs", "new", "term", `Bench Term ${i}`, "--root", content],
        { cwd: repoRoot, env: process.env },
      );
      if (i === 0) continue;
      seconds.push(figure.seconds);
      cpuSeconds.push(figure.cpuSeconds);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    return {
      seconds,
      cpuSeconds,
      medianSeconds: median(seconds),
      maxSeconds: Math.max(...seconds),
      medianCpuSeconds: median(cpuSeconds),
    };
  } finally {
    fs.rmSync(content, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npx tsx bench/content-new.ts [runs]`: this figure alone, without the rest of `pnpm bench`.
  const appRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
  const figures = await measureContentNew(appRoot, Number(process.argv[2] ?? 5));
  console.log(
    `content new term: median ${figures.medianSeconds.toFixed(2)} s (CPU ${figures.medianCpuSeconds.toFixed(2)} s), ` +
      `max ${figures.maxSeconds.toFixed(2)} s (${figures.seconds.map((s) => s.toFixed(2)).join(" ")})`,
  );
}
