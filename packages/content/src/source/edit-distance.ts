/**
 * Edit distances (optimal string alignment): the letters to insert, delete or change, and pairs of
 * neighbours to swap ("recrod"), to turn `a` into each start of `b`: the list's last value is the
 * distance to the whole of `b`, the one before to `b` without its last letter, and so on. One pass
 * serves a whole word and an unfinished one. Past `max`, values are only known to exceed it: the
 * pass stops as soon as no start of `b` can come within it, and returns Infinity for all.
 */
export function editDistancesToStarts(a: string, b: string, max = Infinity): number[] {
  // Three rows: a swap looks two letters back.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let lowest = i;
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, before[j - 2]! + 1);
      }
      row.push(distance);
      lowest = Math.min(lowest, distance);
    }
    // No later row goes below the lowest value of this one (a swap included).
    if (lowest > max) return previous.map(() => Infinity);
    before = previous;
    previous = row;
  }
  return previous;
}

/** The edit distance between `a` and `b` (see editDistancesToStarts). */
export function editDistance(a: string, b: string): number {
  return editDistancesToStarts(a, b).at(-1)!;
}

/** The closest of `candidates` to `value`, when it is close enough to be a likely typo. */
export function closest(value: string, candidates: Iterable<string>): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(value.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(value.length / 3)) ? best.candidate : undefined;
}
