import { videoCategoryHref } from "@site/content/runtime";
import { Link, SearchField } from "@site/ui";
import { useDeferredValue, useRef } from "react";
import type { Route } from "./+types/route";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { withIslands } from "../../islands/client-loader";
import { island } from "../../islands/island.server";
import { Island } from "../../islands/Island";
import { pageHead, richIsland, store } from "../../lib/content.server";
import { useListFilter, useSearchQuery } from "../../lib/list-search";
import { searchOnlyChanged } from "../../lib/revalidate";
import { notIndexed } from "../../search/indexing";
import { videosLabel } from "./videos-label";

export function loader() {
  const page = store.page("video-library");
  const topics = store
    .all("videos")
    .map(({ id, title, description, shownCount }) => ({ id, title, description, shownCount }));
  return { head: pageHead(page), body: richIsland(page.body), topics: island(topics), total: topics.length };
}
export const clientLoader = (args: Route.ClientLoaderArgs) => withIslands(args);
export const shouldRevalidate = searchOnlyChanged;

/** Every topic as a card; the search matches a topic's title or description. */
export default function VideoLibraryScreen({ loaderData: { head, body, topics, total } }: Route.ComponentProps) {
  const [query, setQuery] = useSearchQuery();
  const list = useRef<HTMLDivElement>(null);
  const shown = useListFilter(list, useDeferredValue(query), topics.island) ?? total;
  return (
    <PageLayout head={head}>
      <PageBody body={body} className="mb-8" />
      <SearchField
        label="Search topics"
        hideLabel
        placeholder="Search topics..."
        value={query}
        onValueChange={setQuery}
        status={`${shown} ${shown === 1 ? "topic" : "topics"} shown`}
        className="max-w-xl"
      />
      {shown === 0 ? (
        <p className="mt-10 text-lg text-muted-foreground">No topics found matching your search.</p>
      ) : null}
      {/* Each topic is found on its own page. */}
      <div ref={list} {...notIndexed}>
        <Island value={topics} as="ul" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(list) =>
            list.map((topic) => (
              <li key={topic.id} data-search-item="">
                <Link
                  href={videoCategoryHref(topic.id)}
                  className="group flex h-full flex-col rounded-lg border border-border bg-card p-5 shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <h2
                    data-search-text=""
                    className="font-display text-lg font-semibold text-primary group-hover:underline"
                  >
                    {topic.title}
                  </h2>
                  <p data-search-text="" className="mt-2 flex-1 text-sm text-muted-foreground">
                    {topic.description}
                  </p>
                  <p className="mt-4 flex items-center justify-between text-sm">
                    <span className="font-semibold text-foreground md:font-normal md:text-muted-foreground">
                      {videosLabel(topic.shownCount)}
                    </span>
                    <span aria-hidden="true" className="hidden font-medium text-primary md:inline">
                      View Videos →
                    </span>
                  </p>
                </Link>
              </li>
            ))
          }
        </Island>
      </div>
    </PageLayout>
  );
}
