import type { Meta } from "@storybook/react-vite";
import store from "virtual:content/store";
import { atEachWidth, screen } from "../../testing/screen-story";

const service = store.all("services")[0]!;

export default {
  title: "Screens/Services/Service page",
  ...screen("screens/services/service-page-route.tsx", service.path, {
    route: "/services/:id",
    description: "`/services/<id>`: a service page from `content/pages/services/`, with its actions.",
  }),
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;
