import type { Meta } from "@storybook/react-vite";
import { atEachWidth, screen } from "../../testing/screen-story";

export default {
  title: "Screens/Litigation",
  ...screen("screens/litigation/route.tsx", "/litigation", {
    description: "`/litigation`: the notice and where to go instead.",
  }),
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
