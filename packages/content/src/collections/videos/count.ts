/** The number of cards a category page shows: its videos, or its placeholders while it lists none. */
export function shownVideoCount(listed: number, declared: number): number {
  return listed > 0 ? listed : declared;
}
