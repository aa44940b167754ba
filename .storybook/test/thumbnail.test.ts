import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { thumbnail } from "./thumbnail.ts";

/** A white picture with a one-pixel black line across it at `lineY`. */
function withLine(width: number, height: number, lineY: number): PNG {
  const png = new PNG({ width, height });
  png.data.fill(255);
  for (let x = 0; x < width; x += 1) png.data.set([0, 0, 0, 255], (lineY * width + x) * 4);
  return png;
}

describe("a report thumbnail", () => {
  it("fits 240 × 320 pixels, keeping the picture's proportions", () => {
    const tall = thumbnail(withLine(1280, 3200, 10));
    expect([tall.width, tall.height]).toEqual([128, 320]);
    const wide = thumbnail(withLine(1200, 300, 10));
    expect([wide.width, wide.height]).toEqual([240, 60]);
  });

  it("keeps a thin line visible as a shade instead of dropping it", () => {
    const small = thumbnail(withLine(1200, 300, 102));
    const row = Math.floor(102 / 5);
    const grey = small.data[(row * small.width + 10) * 4]!;
    expect(grey).toBeLessThan(255);
    expect(grey).toBeGreaterThan(0);
    expect(small.data[((row + 3) * small.width + 10) * 4]).toBe(255);
  });

  it("never enlarges a small picture", () => {
    const tiny = thumbnail(withLine(100, 50, 5));
    expect([tiny.width, tiny.height]).toEqual([100, 50]);
    expect(tiny.data[(5 * 100 + 3) * 4]).toBe(0);
  });
});
