import { readFileSync, writeFileSync } from "node:fs";
import { PNG, type PackerOptions } from "pngjs";

// Each row filter with zlib's default strategy, then the encoder's own adaptive choice: what suits
// a screenshot depends on it (flat panels, text, a dithered gradient).
const candidates: PackerOptions[] = [0, 1, 2, 3, 4, -1].map((filterType) => ({
  deflateLevel: 9,
  deflateStrategy: 0,
  filterType,
}));

/**
 * Re-encodes a PNG losslessly with whichever settings make it smallest. Vitest writes screenshots
 * with settings that suit flat images; a screenshot with a gradient can come out twice as large.
 */
export function compactPng(file: string): void {
  const original = readFileSync(file);
  const image = PNG.sync.read(original);
  let smallest: Buffer = original;
  for (const options of candidates) {
    const encoded = PNG.sync.write(image, options);
    if (encoded.length < smallest.length) smallest = encoded;
  }
  if (smallest !== original) writeFileSync(file, smallest);
}
