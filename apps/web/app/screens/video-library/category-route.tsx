import type { Video, VideoCategory } from "@site/content";
import { videoCategoryHref } from "@site/content/runtime";
import { Container, NotFoundPanel, SearchField, VideoEmbed } from "@site/ui";
import { useDeferredValue, useEffect, useState } from "react";
import type { Route } from "./+types/category-route";
import { DetailHeader } from "../../components/detail-header";
import { notFoundBoundary } from "../../components/not-found-boundary";
import { Seo } from "../../components/seo";
import { store } from "../../lib/content.server";
import { canonicalParam, found, redirectToCanonical, redirectToLowerCase } from "../../lib/entry-param";
import { useSearchQuery } from "../../lib/list-search";
import { searchOnlyChanged } from "../../lib/revalidate";
import { filterByText } from "../../lib/search";
import { shuffled } from "../../lib/shuffle";
import { videosLabel } from "./videos-label";

/** The page title says these are videos, so it never collides with a term or page of the same name. */
const videoCategoryTitle = (title: string) => (/\bvideos?$/i.test(title) ? title : `${title} Videos`);

export function loader({ params }: Route.LoaderArgs) {
  return { category: found(store.find("videos", canonicalParam(params.id))) };
}

export function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  redirectToLowerCase(request);
  redirectToCanonical(request, params.id, canonicalParam(params.id));
  return serverLoader();
}
export const shouldRevalidate = searchOnlyChanged;

function CategoryNotFound() {
  return (
    <>
      <Seo
        title="Category Not Found"
        description="The video category you're looking for doesn't exist."
        path="/video-library"
        robots="noindex, follow"
      />
      <NotFoundPanel
        title="Category Not Found"
        message="The video category you're looking for doesn't exist."
        backHref="/video-library"
        backLabel="Back to Video Library"
      />
    </>
  );
}
export const ErrorBoundary = notFoundBoundary(CategoryNotFound);

interface CardItem {
  key: string;
  title: string;
  video?: Video;
}

function cardsOf(category: VideoCategory): CardItem[] {
  if (category.videos.length > 0) {
    return category.videos.map((video) => ({
      key: `v${video.id}`,
      title: video.title ?? `${category.title}: video ${video.id}`,
      video,
    }));
  }
  return Array.from({ length: category.declaredCount }, (_, i) => ({ key: `p${i + 1}`, title: `Video ${i + 1}` }));
}

/** A category's videos (or the placeholders it announces), shuffled after load, searchable by title. */
export default function VideoCategoryScreen({ loaderData: { category } }: Route.ComponentProps) {
  // Keyed so a search or an order never carries over from one category to another.
  return <CategoryPage key={category.id} category={category} />;
}

function CategoryPage({ category }: { category: VideoCategory }) {
  const [cards, setCards] = useState(() => cardsOf(category));
  const [query, setQuery] = useSearchQuery();
  const deferred = useDeferredValue(query);

  useEffect(() => {
    // The order changes on every visit, after hydration so the prerendered HTML still matches;
    // a random order cannot be rendered on the server, so this one update has to follow mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCards(category.videos.length > 1 ? shuffled(cardsOf(category)) : cardsOf(category));
  }, [category]);

  const shown = filterByText(cards, deferred, (card) => [card.title]);
  return (
    <>
      <Seo
        title={videoCategoryTitle(category.title)}
        description={category.description}
        path={videoCategoryHref(category.id)}
      />
      <DetailHeader
        back={{ href: "/video-library", label: "Back to Video Library" }}
        title={category.title}
        description={category.description}
      >
        <p className="font-medium text-foreground">{videosLabel(category.shownCount)} available</p>
      </DetailHeader>
      <Container className="py-10 md:py-14">
        {cards.length === 0 ? (
          // Nothing to search in: a category announced without any videos yet.
          <p className="text-lg text-muted-foreground">Videos on this topic are coming soon.</p>
        ) : (
          <>
            <SearchField
              label="Search videos in this category"
              hideLabel
              placeholder="Search videos in this category..."
              value={query}
              onValueChange={setQuery}
              status={`${videosLabel(shown.length)} shown`}
              className="max-w-xl"
            />
            {shown.length === 0 ? (
              <p className="mt-10 text-lg text-muted-foreground">No videos found matching your search.</p>
            ) : (
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((card) => (
                  <li key={card.key}>
                    <VideoCard card={card} categoryTitle={category.title} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Container>
    </>
  );
}

/**
 * A listed video, or a placeholder for one the category announces: an empty striped frame that says
 * "Coming Soon" (nothing that looks like it would play), under it the video's number and series.
 */
function VideoCard({ card, categoryTitle }: { card: CardItem; categoryTitle: string }) {
  return (
    <article className="h-full overflow-hidden rounded-lg border border-border bg-card shadow-sm">
      {card.video ? (
        <VideoEmbed
          src={card.video.embed.src}
          title={card.title}
          aspect={card.video.embed.aspect}
          fallbackHref={card.video.embed.src}
        />
      ) : (
        <VideoEmbed title={card.title} placeholder="Coming Soon" />
      )}
      <div className="border-t border-border p-card">
        <h2 className="font-display text-lg font-semibold text-primary">{card.title}</h2>
        {card.video ? null : <p className="mt-1 text-sm text-muted-foreground">Part of the {categoryTitle} series</p>}
      </div>
    </article>
  );
}
