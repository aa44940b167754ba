/** Island HTML lifted from pages fetched for client navigations, by content hash. */
const lifted = new Map<string, string>();

/** The HTML of an island: lifted from a fetched page, or (while hydrating) as it is in this page. */
export function islandHtml(key: string): string {
  const known = lifted.get(key);
  if (known !== undefined) return known;
  const inPage = typeof document === "undefined" ? null : document.querySelector(`[data-island="${key}"]`);
  if (inPage) return inPage.innerHTML;
  // Not reachable through the app's loaders, which lift every island before a page renders.
  throw new Error(`Island ${key} is neither in the page nor lifted from it`);
}

/** Keeps the islands of a fetched page's HTML, so its screen can show them without their data. */
export function liftIslands(html: string): void {
  const page = new DOMParser().parseFromString(html, "text/html");
  for (const element of page.querySelectorAll<HTMLElement>("[data-island]")) {
    lifted.set(element.dataset.island!, element.innerHTML);
  }
}

export function hasIsland(key: string): boolean {
  return (
    lifted.has(key) || (typeof document !== "undefined" && document.querySelector(`[data-island="${key}"]`) !== null)
  );
}
