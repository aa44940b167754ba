/** WCAG 2.2 contrast, computed from the colours themselves. */

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` as 0–255 channels; anything else is refused with the value named. */
export function parseHex(colour: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) throw new Error(`"${colour}" is not a #rgb or #rrggbb colour: contrast is computed from hex colours`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

/** Relative luminance (WCAG 2.2, "relative luminance"). */
function relativeLuminance(colour: string): number {
  const [r, g, b] = parseHex(colour).map((channel) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * What a pair is used for decides what it must reach: `text` (SC 1.4.3 and 1.4.6), `large-text`
 * (24 px, or 18.66 px bold, and up), `ui` (borders and focus rings of controls, icons: SC 1.4.11)
 * and `decorative` (rules and dividers, which carry no information and need no contrast).
 */
export type PairUse = "text" | "large-text" | "ui" | "decorative";

type WcagLevel = "AAA" | "AA" | "AA large text" | "Below AA" | "No minimum";

const thresholds: Record<PairUse, { AAA?: number; AA: number }> = {
  text: { AAA: 7, AA: 4.5 },
  "large-text": { AAA: 4.5, AA: 3 },
  ui: { AA: 3 },
  decorative: { AA: 0 },
};

/** The highest WCAG level the ratio meets for that use. */
export function wcagLevel(ratio: number, use: PairUse): WcagLevel {
  if (use === "decorative") return "No minimum";
  const { AAA, AA } = thresholds[use];
  if (AAA !== undefined && ratio >= AAA) return "AAA";
  if (ratio >= AA) return "AA";
  if (use === "text" && ratio >= thresholds["large-text"].AA) return "AA large text";
  return "Below AA";
}

/** Whether the ratio is enough for that use (level AA). */
export const meetsAA = (ratio: number, use: PairUse): boolean => ratio >= thresholds[use].AA;

/** A ratio as people write it: 4.52:1. */
export const formatRatio = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
