import { termHref } from "@site/content/runtime";
import type { Meta } from "@storybook/react-vite";
import store from "virtual:content/store";
import { atEachWidth, screen } from "../../testing/screen-story";

/** The sample's first term with every part: a detailed definition and a source on the web. */
const term = store
  .all("dictionary")
  .find((entry) => entry.detailedDefinition && entry.supportingSources.some((source) => /^https:/.test(source.url)))!;

export default {
  title: "Screens/Dictionary/Term",
  ...screen("screens/dictionary/term-route.tsx", termHref(term.id), {
    route: termHref(":id"),
    description: "`/dictionary/<term>`: a term's definition, its detailed definition and its sources.",
  }),
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
