import { screenRoute, viewRoute } from "../../lib/screen-route";
import { screenPage } from "../../lib/content.server";
import { WorkWithUsView } from "./work-with-us-view";

export function loader() {
  const { page, head, body } = screenPage("work-with-us");
  return { head, body, cards: page.cards, actions: page.actions };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /work-with-us: the three ways to work with the group. */
export default viewRoute(WorkWithUsView);
