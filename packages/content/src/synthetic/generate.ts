import fs from "node:fs";
import { sampleWriter } from "../collection/sample.ts";
import { collections } from "../registry.ts";

/**
 * Writes a large, valid content folder for benchmarks and scale tests (never used by the site):
 * every collection writes its own sample. Scale 1 is about the real catalogue's size; scale 10
 * gives ~900 terms, 70 processes, 340 video categories.
 */
export function generateSyntheticContent(outDir: string, { scale = 10, seed = 42 } = {}): void {
  fs.rmSync(outDir, { recursive: true, force: true });
  const write = sampleWriter(outDir, seed);
  for (const collection of collections) collection.sample(write, scale);
}
