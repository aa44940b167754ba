/** How long a text may go unchecked before `content check` says so, when site.yaml does not say. */
export const defaultReviewPeriodMonths = 12;

/** The day `months` months before `day` (both `YYYY-MM-DD`). */
function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 - months, date)).toISOString().slice(0, 10);
}

/**
 * What is wrong with an entry's `reviewed` date on `today`, if anything: it has none, or it is older
 * than the review period. The way out is the same: read the text again, then stamp it.
 */
export function reviewProblem(reviewed: string | null, today: string, months: number): string | undefined {
  const stamp = "then run pnpm content reviewed with this file and line to stamp today's date";
  if (reviewed === null) return `has no reviewed date: check that the text is right, ${stamp}`;
  if (reviewed >= monthsBefore(today, months)) return undefined;
  return `was last reviewed on ${reviewed}, more than ${months} month${months === 1 ? "" : "s"} ago: check that the text is still right, ${stamp}`;
}

/** Whether a validated entry carries a review date (its schema has the field). */
export const carriesReview = (entry: object): entry is { reviewed: string | null } => "reviewed" in entry;
