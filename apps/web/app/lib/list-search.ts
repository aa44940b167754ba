import { useCallback, useDeferredValue } from "react";
import { useSearchParams } from "react-router";
import { filterByText } from "./search";
import { useTextInAddress } from "./text-in-address";
import { useHydrated } from "./use-hydrated";

/**
 * A search box's text, kept in the address (`?q=`): Back returns to the search as it was typed, and
 * a search can be shared. Replaces the history entry as the visitor types, so Back leaves the page.
 */
function useSearchQuery(): [string, (query: string) => void] {
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

/**
 * A list with a search box: the items whose `fields` contain the query as plain text. The page is
 * prerendered with every item, so a query in the address applies once the page is live (React
 * updates it before the first paint after hydrating).
 */
export function useListSearch<T>(items: readonly T[], fields: (item: T) => readonly string[]) {
  const [query, setQuery] = useSearchQuery();
  const live = useHydrated();
  const shown = filterByText(items, useDeferredValue(live ? query : ""), fields);
  return { query, setQuery, shown };
}
