export function videosLabel(count: number): string {
  return `${count} video${count === 1 ? "" : "s"}`;
}
