const inWords = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * A review date as a page shows it: the day for machines, and in words for people (`2026-11-22` →
 * "November 22, 2026"), formatted in the loader so the page and its hydration agree.
 */
export function reviewedDate(reviewed: string | null) {
  return reviewed ? { dateTime: reviewed, text: inWords.format(new Date(`${reviewed}T00:00:00Z`)) } : null;
}
export type ReviewedDate = NonNullable<ReturnType<typeof reviewedDate>>;

/** The latest of some review dates (a page whose parts were each reviewed on their own day). */
export function latestReview(dates: readonly (string | null | undefined)[]): string | undefined {
  return dates.reduce<string | undefined>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    undefined,
  );
}
