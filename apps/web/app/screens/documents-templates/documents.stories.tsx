import type { Meta } from "@storybook/react-vite";
import { atEachWidth, screen } from "../../testing/screen-story";

export default {
  title: "Screens/Documents and templates",
  ...screen("screens/documents-templates/route.tsx", "/documents-templates", {
    description: "`/documents-templates`: every document to download, by category.",
  }),
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
