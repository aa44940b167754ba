import { videoCategoryHref } from "@site/content/runtime";
import { Link, SearchField } from "@site/ui";
import type { Route } from "./+types/route";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { useListSearch } from "../../lib/list-search";
import { notIndexed } from "../../search/indexing";
import { videosLabel } from "./videos-label";
import { DraftBadge } from "../../components/editorial/draft-badge";

type Topic = Route.ComponentProps["loaderData"]["topics"][number];
const searchedText = (topic: Topic) => [topic.title, topic.description];

/** Every topic as a card; the search matches a topic's title or description. */
export function VideoLibraryView({ head, body, topics }: Route.ComponentProps["loaderData"]) {
  const { query, setQuery, shown } = useListSearch(topics, searchedText);
  return (
    <PageLayout head={head}>
      <PageBody html={body} className="mb-8" />
      <SearchField
        label="Search topics"
        hideLabel
        placeholder="Search topics..."
        value={query}
        onValueChange={setQuery}
        status={`${shown.length} ${shown.length === 1 ? "topic" : "topics"} shown`}
        className="max-w-xl"
      />
      {shown.length === 0 ? (
        <p className="mt-10 text-lg text-muted-foreground">No topics found matching your search.</p>
      ) : (
        // Each topic is found on its own page.
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" {...notIndexed}>
          {shown.map((topic) => (
            <li key={topic.id}>
              <Link
                href={videoCategoryHref(topic.id)}
                className="group flex h-full flex-col rounded-lg border border-border bg-card p-5 shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <h2 className="font-display text-lg font-semibold text-primary group-hover:underline">
                  {topic.title}
                  <DraftBadge draft={topic.draft} />
                </h2>
                <p className="mt-2 flex-1 text-sm text-muted-foreground">{topic.description}</p>
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
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
