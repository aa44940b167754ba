import type { Meta } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import store from "virtual:content/store";
import { atEachWidth, screen, screenShown } from "../../testing/screen-story";

const terms = store.all("dictionary");
/** The first term's name: the list shows that term and those whose definitions point to it. */
const query = terms[0]!.term;

export default {
  title: "Screens/Dictionary/List",
  ...screen("screens/dictionary/route.tsx", `/dictionary?${new URLSearchParams({ q: query })}`, {
    description: `\`/dictionary\`: every term with its definition, and the search over them. Here searched for one term's name (\`?q=\`), so the picture shows the search and a few of the ${terms.length} terms, each drawn as all the others are.`,
  }),
} satisfies Meta;

const story = atEachWidth({
  play: async ({ canvasElement }) => {
    await screenShown(canvasElement);
    const main = within(within(canvasElement).getByRole("main"));
    await waitFor(() => expect(main.getAllByRole("heading", { level: 2 }).length).toBeLessThan(terms.length));
    await expect(main.getByRole("searchbox")).toHaveValue(query);
  },
});
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
