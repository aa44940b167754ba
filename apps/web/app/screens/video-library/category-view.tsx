import type { Video, VideoCategory } from "@site/content";
import { Container, SearchField, VideoEmbed } from "@site/ui";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
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

/** The cards in the shuffled order, those it does not know (a video added since) last. */
function inOrder(cards: CardItem[], order: readonly string[] | null): CardItem[] {
  if (!order) return cards;
  const rank = (card: CardItem) => {
    const at = order.indexOf(card.key);
    return at < 0 ? order.length : at;
  };
  return [...cards].sort((a, b) => rank(a) - rank(b));
}

/**
 * A category's videos (or the placeholders it announces), in a new order on each visit, searchable
 * by title.
 *
 * A random order cannot be prerendered, and a visitor must never see the list reorder. So a list
 * to shuffle waits hidden in its own space (`data-awaits-shuffle`, see app.css) and is shuffled
 * before the browser paints it. The order never changes the list's height: from two columns up
 * every player box is 16:9 and every row as tall as the tallest, and one column is a plain sum.
 * Without JavaScript the list shows as written; if the scripts are slow, app.css shows it as
 * written after a few seconds, and that order is then kept.
 */
export function CategoryView({ category }: Route.ComponentProps["loaderData"]) {
  // Settled once the list is in the order it keeps: the shuffled one (its cards' keys), or null: as written.
  const [arranged, setArranged] = useState<{ order: string[] | null } | null>(null);
  const settled = arranged !== null || category.videos.length < 2;
  const cards = useMemo(() => inOrder(cardsOf(category), arranged?.order ?? null), [category, arranged]);
  const { query, setQuery, shown } = useListSearch(cards, (card) => [card.title]);
  const list = useRef<HTMLUListElement>(null);

  // Before the first paint (a layout effect's update is drawn in the same frame), the list is
  // shuffled once; a content edit in `pnpm dev` then keeps that order and costs one render.
  useLayoutEffect(() => {
    if (settled) return;
    const unseen = !!list.current && getComputedStyle(list.current).visibility === "hidden";
    setArranged({ order: unseen ? shuffled(cards.map((card) => card.key)) : null });
  }, [settled, cards]);

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
              // The space below goes with the field: without scripts there is no field, and no gap above the videos.
              className="mb-8 max-w-xl"
            />
            {shown.length === 0 ? (
              <p className="text-lg text-muted-foreground">No videos found matching your search.</p>
            ) : (
              <ul
                ref={list}
                data-awaits-shuffle={settled ? undefined : ""}
                className="grid gap-6 sm:auto-rows-fr sm:grid-cols-2 lg:grid-cols-3"
              >
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
          inGrid
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
