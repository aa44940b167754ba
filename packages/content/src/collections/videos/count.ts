/** The number of cards a category page shows: its videos, or its placeholders while it has none. */
export function shownVideoCount(category: { videos: readonly unknown[]; declaredCount: number }): number {
  return category.videos.length > 0 ? category.videos.length : category.declaredCount;
}
