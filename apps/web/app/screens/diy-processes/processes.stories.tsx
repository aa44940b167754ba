import type { Meta } from "@storybook/react-vite";
import { atEachWidth, screen } from "../../testing/screen-story";

export default {
  title: "Screens/DIY processes/List",
  ...screen("screens/diy-processes/route.tsx", "/diy-processes", {
    description: "`/diy-processes`: every process, in order, with its time and templates.",
  }),
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
