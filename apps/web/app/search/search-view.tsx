import { Button, type SearchPanelProps } from "@site/ui";
import type { SettledSearch, SiteSearchState } from "./use-site-search";

type View = Pick<SearchPanelProps, "groups" | "status" | "message" | "asTyped">;

/** The two ways to look without the search: the dictionary and the processes. */
export function BrowseInstead() {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <Button href="/dictionary" variant="outline" size="sm">
        Browse the dictionary
      </Button>
      <Button href="/diy-processes" variant="outline" size="sm">
        Browse the DIY processes
      </Button>
    </div>
  );
}

/** The count's line says it, once: visitors read it and screen readers hear it. */
const loading: View = { groups: [], status: "Loading search…" };

function settledView(search: SettledSearch): View {
  if (search.kind === "failed") {
    return {
      groups: [],
      status: "Search could not be loaded.",
      message: (
        <>
          <p>Search could not be loaded. Check your connection and try again.</p>
          <BrowseInstead />
        </>
      ),
    };
  }
  const { correction } = search;
  const quoted = `“${correction?.searched ?? search.text}”`;
  const count =
    search.count === 0
      ? `No results for ${quoted}`
      : `${search.count} ${search.count === 1 ? "result" : "results"} for ${quoted}`;
  return {
    groups: search.groups,
    // The typed words have no results of their own: say so, and offer to search them anyway.
    status: correction ? `${search.count === 0 ? count : `Showing ${count}`}. No page has “${search.text}”.` : count,
    ...(correction ? { asTyped: { query: search.text, onSearch: correction.searchAsTyped } } : {}),
    message: (
      <>
        <p>Check the spelling, or try fewer or other words.</p>
        <BrowseInstead />
      </>
    ),
  };
}

/** What the search panel shows for a state of the search: its results and their count, or why none. */
export function searchView(state: SiteSearchState): View {
  switch (state.kind) {
    case "idle":
      return {
        groups: [],
        status: "",
        message: "Find dictionary terms, DIY processes and their lessons, FAQ answers, video topics and pages.",
      };
    case "searching":
      // The previous answer stays until the new one arrives.
      return state.previous ? settledView(state.previous) : loading;
    default:
      return settledView(state);
  }
}
