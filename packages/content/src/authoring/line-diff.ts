/**
 * Which lines of `before` an edit touched, for telling an author what changed: `lines 4-5, 9`.
 * Lines only inserted are reported at the line they follow. A longest-common-subsequence diff of
 * the part between the common beginning and end, which is small for a formatting change.
 */
export function changedLines(before: string, after: string): string {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  // lcs[i][j]: the common lines of a[start+i..] and b[start+j..].
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = a[start + i] === b[start + j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const touched = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      i++;
      j++;
    } else if (i < n && (j === m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      touched.add(start + i + 1);
      i++;
    } else {
      // An inserted line is reported at the line before it: usually the one it replaces.
      touched.add(Math.max(1, start + i));
      j++;
    }
  }
  return describe([...touched].sort((x, y) => x - y));
}

function describe(lines: number[]): string {
  const ranges: string[] = [];
  for (let k = 0; k < lines.length; k++) {
    const first = lines[k]!;
    while (lines[k + 1] === lines[k]! + 1) k++;
    ranges.push(first === lines[k] ? `${first}` : `${first}-${lines[k]}`);
  }
  return `line${lines.length === 1 ? "" : "s"} ${ranges.join(", ")}`;
}
