import { Container, PageHeader, SearchPanel } from "@site/ui";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { searchPagePath } from "../../search/search-page-path";
import { BrowseInstead, searchView } from "../../search/search-view";
import { useSiteSearch } from "../../search/use-site-search";

/**
 * The search on a page of its own: where the header's search leads without JavaScript, and where
 * `/search?q=…` runs that query. The index is searched in the browser, so until the page's scripts
 * run the field is not shown: the page says the search is loading, or, where scripts are off or never
 * came, offers the dictionary and the processes instead of a form that cannot work.
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
  const view = live ? searchView(state) : { groups: [], status: "", message: <BeforeScripts /> };
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
          />
        </div>
      </Container>
    </>
  );
}

/**
 * What the page says until its scripts run: that the search is loading, in the place and type of the
 * count's line that follows it (nothing moves). Where scripting is off, or the scripts have not come
 * after a while (blocked, or the connection lost), it says the search needs them, and where to look.
 */
function BeforeScripts() {
  return (
    <div className="grid *:col-start-1 *:row-start-1">
      <p data-while-scripts-load="" className="text-sm text-muted-foreground">
        Loading search…
      </p>
      <div data-if-scripts-fail="">
        <p className="text-lg text-foreground">
          Search needs JavaScript, which is turned off or blocked in this browser. The dictionary and the DIY processes
          list everything they hold on one page each.
        </p>
        <BrowseInstead />
      </div>
    </div>
  );
}
