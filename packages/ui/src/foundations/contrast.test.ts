import { describe, expect, it } from "vitest";
import { contrastRatio, formatRatio, meetsAA, parseHex, wcagLevel } from "./contrast";

describe("contrast", () => {
  it("spans 1:1 for one colour to 21:1 for black on white, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0f2742", "#0f2742")).toBe(1);
  });

  it("matches published ratios", () => {
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
    expect(formatRatio(contrastRatio("#777777", "#ffffff"))).toBe("4.47:1");
  });

  it("grades by use: text, large text, control boundaries, decoration", () => {
    expect(wcagLevel(7.1, "text")).toBe("AAA");
    expect(wcagLevel(4.6, "text")).toBe("AA");
    expect(wcagLevel(3.2, "text")).toBe("AA large text");
    expect(wcagLevel(2.9, "text")).toBe("Below AA");
    expect(wcagLevel(4.6, "large-text")).toBe("AAA");
    expect(wcagLevel(3.1, "ui")).toBe("AA");
    expect(wcagLevel(1.3, "decorative")).toBe("No minimum");
    expect(meetsAA(4.49, "text")).toBe(false);
    expect(meetsAA(3, "ui")).toBe(true);
  });

  it("never rounds a ratio up past a threshold", () => {
    expect(formatRatio(4.4999)).toBe("4.49:1");
  });

  it("refuses colours it cannot read, naming them", () => {
    expect(parseHex("#0f2742")).toEqual([15, 39, 66]);
    expect(() => parseHex("oklch(62% 0.2 30)")).toThrow('"oklch(62% 0.2 30)" is not a #rgb or #rrggbb colour');
  });
});
