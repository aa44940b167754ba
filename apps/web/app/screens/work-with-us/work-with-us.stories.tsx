import type { Meta } from "@storybook/react-vite";
import { atEachWidth, screen } from "../../testing/screen-story";

export default {
  title: "Screens/Work with us",
  ...screen("screens/work-with-us/route.tsx", "/work-with-us", {
    description: "`/work-with-us`: the ways to work with the group.",
  }),
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
