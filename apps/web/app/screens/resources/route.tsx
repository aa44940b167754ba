import { screenRoute, viewRoute } from "../../lib/screen-route";
import { screenPage } from "../../lib/content.server";
import { ResourcesView } from "./resources-view";

export function loader() {
  const { page, head, body } = screenPage("resources");
  return { head, body, cards: page.cards };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /resources: the disclaimer and the ways into the free material. */
export default viewRoute(ResourcesView);
