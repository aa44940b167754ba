import type { Meta } from "@storybook/react-vite";
import { atEachWidth, screen } from "../../testing/screen-story";

export default {
  title: "Screens/Home",
  ...screen("screens/home/route.tsx", "/", {
    description: "`/`: the home page, its hero under the header in its home look.",
  }),
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
