import type { Meta } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import store from "virtual:content/store";
import { atEachWidth, screen, screenShown } from "../../testing/screen-story";

const first = store.all("faq")[0]!;

export default {
  title: "Screens/FAQ",
  ...screen("screens/faq/route.tsx", `/faq#${first.id}`, {
    description:
      "`/faq`: the questions, one answer open at a time; here the first, as its link (`/faq#<id>`) opens it.",
  }),
} satisfies Meta;

const story = atEachWidth({
  play: async ({ canvasElement }) => {
    await screenShown(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector(`#${CSS.escape(first.id)}`)).toBeVisible());
  },
});
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
