import { useCallback, useLayoutEffect, useState, type RefObject } from "react";
import { useSearchParams } from "react-router";
import { normalizeQuery } from "./search";
import { useTextInAddress } from "./text-in-address";

/**
 * A search box's text, kept in the address (`?q=`): Back returns to the search as it was typed, and
 * a search can be shared. Replaces the history entry as the visitor types, so Back leaves the page.
 */
export function useSearchQuery(): [string, (query: string) => void] {
  const [params, setParams] = useSearchParams();
  const writeQuery = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === "") updated.delete("q");
          else updated.set("q", next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return useTextInAddress(params.get("q") ?? "", writeQuery);
}

const haystacks = new WeakMap<Element, string>();

/** The lowercased text an item is searched by: what its `data-search-text` parts say. */
function haystack(item: Element): string {
  let text = haystacks.get(item);
  if (text === undefined) {
    text = [...item.querySelectorAll("[data-search-text]")].map((part) => part.textContent ?? "").join("\n");
    text = text.toLowerCase();
    haystacks.set(item, text);
  }
  return text;
}

/**
 * Filters the list the page rendered (an island, never hydrated): items marked `data-search-item`
 * are hidden when their `data-search-text` parts do not contain the query, as plain text. Returns
 * how many are shown, or undefined before it has looked (the page then shows them all).
 */
export function useListFilter(list: RefObject<HTMLElement | null>, query: string, listKey: string): number | undefined {
  const [shown, setShown] = useState<number | undefined>(undefined);
  // Before paint, so a page opened from `?q=` or Back never flashes the whole list.
  useLayoutEffect(() => {
    const items = list.current?.querySelectorAll<HTMLElement>("[data-search-item]") ?? [];
    const needle = normalizeQuery(query);
    let count = 0;
    for (const item of items) {
      const match = needle === "" || haystack(item).includes(needle);
      item.hidden = !match;
      if (match) count++;
    }
    setShown(count);
  }, [list, query, listKey]);
  return shown;
}
