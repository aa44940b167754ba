import { videoCategoryHref } from "@site/content/runtime";
import { simulateOffline } from "@site/ui/storybook";
import type { Meta } from "@storybook/react-vite";
import store from "virtual:content/store";
import { atEachWidth, screen } from "../../testing/screen-story";

const category = store.all("videos")[0]!;

export default {
  title: "Screens/Video library/Category",
  ...screen("screens/video-library/category-route.tsx", videoCategoryHref(category.id), {
    route: videoCategoryHref(":id"),
    description:
      "`/video-library/<category>`: a topic's videos, searchable. Offline: the players are on the video host, out of the stories' reach, so each card says its video could not be loaded and links to it.",
  }),
  beforeEach: () => {
    const online = simulateOffline();
    // The cards are shuffled on every visit: the same order in every picture. (Not a spy: Storybook
    // numbers a spy's calls with Math.random.)
    const random = Math.random;
    Math.random = () => 0.5;
    return () => {
      Math.random = random;
      online();
    };
  },
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
