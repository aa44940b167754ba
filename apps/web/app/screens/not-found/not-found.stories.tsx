import type { Meta } from "@storybook/react-vite";
import { atEachWidth, screen } from "../../testing/screen-story";

export default {
  title: "Screens/Not found",
  ...screen("screens/not-found/route.tsx", "/no-such-page", {
    route: "/*",
    description: "An address the site does not have: the not-found screen with its ways back.",
  }),
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
