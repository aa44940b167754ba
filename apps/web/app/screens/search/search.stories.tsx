import type { Meta } from "@storybook/react-vite";
import { atEachWidth, screen } from "../../testing/screen-story";

export default {
  title: "Screens/Search",
  ...screen("screens/search/route.tsx", "/search", {
    description: "`/search`: the site search on a page of its own, before a query.",
  }),
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
