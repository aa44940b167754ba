import type { Video, VideoCategory } from "@site/content";
import { Container, SearchField, VideoEmbed } from "@site/ui";
import { useEffect, useState } from "react";
import type { Route } from "./+types/category-route";
import { DetailHeader } from "../../components/detail-header";
import { placeholderText } from "../../search/indexing";
import { useListSearch } from "../../lib/list-search";
import { shuffled } from "../../lib/shuffle";
import { videosLabel } from "./videos-label";

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
export function CategoryView({ category }: Route.ComponentProps["loaderData"]) {
  const [cards, setCards] = useState(() => cardsOf(category));
  const { query, setQuery, shown } = useListSearch(cards, (card) => [card.title]);

  useEffect(() => {
    // The order changes on every visit, after hydration so the prerendered HTML still matches;
    // a random order cannot be rendered on the server, so this one update has to follow mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCards(category.videos.length > 1 ? shuffled(cardsOf(category)) : cardsOf(category));
  }, [category]);

  return (
    <>
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
          <p className="text-lg text-muted-foreground" {...placeholderText}>
            Videos on this topic are coming soon.
          </p>
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
    <article
      className="h-full overflow-hidden rounded-lg border border-border bg-card shadow-sm"
      {...(card.video ? {} : placeholderText)}
    >
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
