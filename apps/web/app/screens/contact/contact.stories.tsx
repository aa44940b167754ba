import type { Meta } from "@storybook/react-vite";
import { atEachWidth, screen } from "../../testing/screen-story";

export default {
  title: "Screens/Contact",
  ...screen("screens/contact/route.tsx", "/contact", { description: "`/contact`: its page and the site's address." }),
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
