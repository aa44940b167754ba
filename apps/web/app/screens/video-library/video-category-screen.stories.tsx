import type { VideoCategory } from "@site/content";
import { videoCategoryHref } from "@site/content/runtime";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container, SearchField, VideoEmbed } from "@site/ui";
import { samplePlayerSrc, viewports } from "@site/ui/storybook";
import { useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import store from "virtual:content/store";
import { DetailHeader } from "../../components/detail-header";
import { ScreenFrame, screenParameters } from "../../storybook/screen-frame";
import { videosLabel } from "./videos-label";

/** The sample content's first category: a grid of landscape and portrait videos. */
const category = store.all("videos")[0]!;

type Video = VideoCategory["videos"][number];

/**
 * A listed video as `category-route.tsx` shows it. The player is the kit's stand-in page (no story
 * uses the network), in the video's own shape.
 */
function VideoCard({ video, title }: { video: Video; title: string }) {
  return (
    <article className="overflow-hidden rounded-lg border border-border bg-card shadow-sm">
      <VideoEmbed src={samplePlayerSrc} title={title} aspect={video.embed.aspect} fallbackHref={video.embed.src} />
      <div className="p-4">
        <h2 className="font-display text-lg font-semibold text-primary">{title}</h2>
      </div>
    </article>
  );
}

/**
 * `category-route.tsx`'s page, from the kit and the site's own parts. The site shuffles the videos
 * on every visit; here they keep the content's order, so the picture is the same on every run.
 */
function VideoCategoryScreen() {
  const [query, setQuery] = useState("");
  const cards = category.videos.map((video) => ({
    video,
    title: video.title ?? `${category.title}: video ${video.id}`,
  }));
  const shown = cards.filter((card) => card.title.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <ScreenFrame path={videoCategoryHref(category.id)}>
      <DetailHeader
        back={{ href: "/video-library", label: "Back to Video Library" }}
        title={category.title}
        description={category.description}
      >
        <p className="font-medium text-foreground">{videosLabel(category.shownCount)} available</p>
      </DetailHeader>
      <Container className="py-10 md:py-14">
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
              <li key={card.video.id}>
                <VideoCard {...card} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </ScreenFrame>
  );
}

const meta = {
  title: "Screens/Video category",
  component: VideoCategoryScreen,
  parameters: {
    ...screenParameters,
    docs: {
      description: {
        component: `
A topic of the video library (\`/video-library/<category>\`): the way back, what the topic covers and how many videos it
has, a search over their titles, and the videos in a grid, each player in its own shape (portrait or landscape).
The text is the content package's sample content; the players are a stand-in page.`,
      },
      story: { inline: false, iframeHeight: 800 },
    },
  },
} satisfies Meta<typeof VideoCategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every player has loaded (they load as they come near the screen), so none is caught with its spinner. */
const play: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1, name: category.title })).toBeVisible();
  const players = [...canvasElement.querySelectorAll<HTMLElement>("[data-status]")];
  await expect(players).toHaveLength(category.videos.length);
  for (const player of players) {
    player.scrollIntoView({ block: "center" });
    await waitFor(() => expect(player).toHaveAttribute("data-status", "loaded"));
  }
  window.scrollTo(0, 0);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

export const Phone: Story = { globals: viewports.phone, play };

export const Desktop: Story = { globals: viewports.desktop, play };
