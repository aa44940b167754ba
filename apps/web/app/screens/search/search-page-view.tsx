import { Container, PageHeader, SearchPanel } from "@site/ui";
import { useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { searchPagePath } from "../../search/search-page-path";
import { BrowseInstead, searchView } from "../../search/search-view";
import { useSiteSearch } from "../../search/use-site-search";

/**
 * The search on a page of its own: where the header's search leads without JavaScript, and where
 * `/search?q=…` runs that query. The index is searched in the browser, so until the page's scripts
 * run (and without them) the field is not shown, and the page says so and offers the dictionary and
 * the processes instead of a form that cannot work.
 */
export function SearchPageView() {
  const { search } = useLocation();
  const navigate = useNavigate();
  // The prerendered page has no query; the one in the address applies once the page is live. From
  // then on the field owns the text and the address follows it: a navigation settles after the next
  // key on a slow phone, and a field fed back from the address would drop that key.
  const live = useHydrated();
  const [query, setQuery] = useState("");
  const [adopted, setAdopted] = useState(false);
  if (live && !adopted) {
    setAdopted(true);
    setQuery(new URLSearchParams(search).get("q") ?? "");
  }
  const state = useSiteSearch(query);
  const view = searchView(state);
  return (
    <>
      <PageHeader title="Search" />
      <Container className="py-10 md:py-14">
        <div role="search" className="max-w-3xl">
          <SearchPanel
            layout="page"
            label="Search the site"
            placeholder="Search terms, processes, lessons, FAQ, videos…"
            query={query}
            // The address follows the query, so it can be shared, bookmarked and reloaded.
            onQueryChange={(next) => {
              setQuery(next);
              void navigate(next === "" ? searchPagePath : `${searchPagePath}?${new URLSearchParams({ q: next })}`, {
                replace: true,
                preventScrollReset: true,
              });
            }}
            {...view}
            message={state.kind === "idle" ? <IdleMessage hint={view.message} /> : view.message}
          />
        </div>
      </Container>
    </>
  );
}

/**
 * What the page says before anything is typed: its hint once the page is live; until then (and
 * without scripts) that the search cannot run here, and where to look instead. Both take the same
 * room, so nothing moves when the scripts start.
 */
function IdleMessage({ hint }: { hint: ReactNode }) {
  return (
    <div className="grid *:col-start-1 *:row-start-1">
      <div className="noscript:invisible">{hint}</div>
      <div className="invisible noscript:visible">
        <p className="text-lg text-foreground">
          Search needs JavaScript, which has not started in this browser (it may be turned off, or still loading). The
          dictionary and the DIY processes list everything they hold on one page each.
        </p>
        <BrowseInstead />
      </div>
    </div>
  );
}
