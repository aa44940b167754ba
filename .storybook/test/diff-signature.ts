import type { PNG } from "pngjs";

/**
 * What changed between a baseline and a new screenshot, in terms that stay the same when one change (a
 * token, a component's padding) reaches many stories: where in the frame the changed pixels are, and
 * the colour most of them changed from and to. Stories with the same signature are one decision for a
 * reviewer, whatever their size.
 */
export interface DiffSignature {
  /** The colour most changed pixels had in the baseline, and the colour they have now (`#rrggbb`). */
  from: string;
  to: string;
  /** The share of changed pixels that changed from `from` to `to` (give or take a few shades). */
  share: number;
  /** The changed area, in quarters of the frame: left, top, right, bottom (0 to 4). */
  box: [number, number, number, number];
  /** The picture changed size (the story grew or shrank): the box is then over the part both share. */
  resized: boolean;
  /** Changed pixels, and all the pixels compared. */
  changed: number;
  compared: number;
}

/** A channel this far apart is a change; below it is the rasteriser's rounding (as the comparison allows). */
const channelTolerance = 6;
/**
 * A change whose dominant colour pair covers at least this share of the changed pixels is a recolour
 * (a token, a variant's colour): one decision wherever it shows, so its group ignores where. Below
 * it (text moved, a box grew) where the change is tells one change from another.
 */
export const recolourShare = 0.5;

const hex = (data: Buffer, offset: number) =>
  `#${[data[offset]!, data[offset + 1]!, data[offset + 2]!].map((value) => value.toString(16).padStart(2, "0")).join("")}`;

/** The signature of a changed screenshot, or undefined when the two pictures are the same. */
export function diffSignature(before: PNG, after: PNG): DiffSignature | undefined {
  const width = Math.min(before.width, after.width);
  const height = Math.min(before.height, after.height);
  const resized = before.width !== after.width || before.height !== after.height;
  const pairs = new Map<number, { count: number; from: string; to: string }>();
  let [left, top, right, bottom] = [width, height, -1, -1];
  let changed = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const b = (y * before.width + x) * 4;
      const a = (y * after.width + x) * 4;
      let same = true;
      for (let channel = 0; channel < 3 && same; channel += 1) {
        same = Math.abs(before.data[b + channel]! - after.data[a + channel]!) <= channelTolerance;
      }
      if (same) continue;
      changed += 1;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      // Rendering is deterministic: one token's pixels have one exact value in every story.
      const key =
        (before.data[b]! << 16) +
        (before.data[b + 1]! << 8) +
        before.data[b + 2]! +
        2 ** 24 * after.data[a]! +
        2 ** 32 * after.data[a + 1]! +
        2 ** 40 * after.data[a + 2]!;
      const pair = pairs.get(key);
      if (pair) pair.count += 1;
      else pairs.set(key, { count: 1, from: hex(before.data, b), to: hex(after.data, a) });
    }
  }
  if (changed === 0 && !resized) return undefined;
  const dominant = [...pairs.values()].reduce<{ count: number; from: string; to: string } | undefined>(
    (best, pair) => (!best || pair.count > best.count ? pair : best),
    undefined,
  );
  const quarter = (value: number, size: number, round: (n: number) => number) =>
    Math.min(4, Math.max(0, round((value / size) * 4)));
  return {
    from: dominant?.from ?? "none",
    to: dominant?.to ?? "none",
    share: dominant ? dominant.count / changed : 0,
    box:
      changed === 0
        ? [0, 0, 0, 0]
        : [
            quarter(left, width, Math.floor),
            quarter(top, height, Math.floor),
            quarter(right + 1, width, Math.ceil),
            quarter(bottom + 1, height, Math.ceil),
          ],
    resized,
    changed,
    compared: width * height,
  };
}

/** Whether the change is mostly one colour becoming another, wherever it is (see `recolourShare`). */
export const isRecolour = (signature: DiffSignature) => signature.share >= recolourShare;

/**
 * The group a signature belongs to, as a name a designer can type: the colours changed from and to
 * (`0f2742-to-3b82f6`), and where in the frame (`-at-0011`, quarters) unless it is a recolour.
 */
export function groupId(signature: DiffSignature): string {
  const colours = `${signature.from.replace("#", "")}-to-${signature.to.replace("#", "")}`;
  const where = isRecolour(signature) ? "" : `-at-${signature.box.join("")}`;
  return `${colours}${where}${signature.resized ? "-resized" : ""}`;
}

const quarterNames = ["left", "centre-left", "centre-right", "right"];
const rowNames = ["top", "upper middle", "lower middle", "bottom"];

/** Where the box is, in words: "the whole frame", "the top quarter", "the top half, left side"… */
export function describeBox([left, top, right, bottom]: DiffSignature["box"]): string {
  if (left === 0 && top === 0 && right === 4 && bottom === 4) return "across the whole frame";
  const span = (from: number, to: number, names: string[]) =>
    to - from === 1 ? names[from]! : `${names[from]} to ${names[to - 1]}`;
  const rows = top === 0 && bottom === 4 ? "from top to bottom" : `in the ${span(top, bottom, rowNames)} quarters`;
  const columns = left === 0 && right === 4 ? "full width" : span(left, right, quarterNames);
  return `${rows}, ${columns}`;
}
