import type { Meta } from "@storybook/react-vite";
import store from "virtual:content/store";
import { hasOwnScreen } from "../../page-screens";
import { atEachWidth, screen } from "../../testing/screen-story";

/** The sample's page without a screen of its own. */
const page = store.all("pages").find((entry) => !hasOwnScreen(entry.id))!;

export default {
  title: "Screens/Standard page",
  ...screen("screens/standard-page/route.tsx", page.path, {
    route: "/:id",
    description: "`/<slug>`: a page an author added in `content/pages/`, in the standard layout.",
  }),
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
