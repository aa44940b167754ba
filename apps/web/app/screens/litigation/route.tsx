import { screenRoute, viewRoute } from "../../lib/screen-route";
import { screenPage } from "../../lib/content.server";
import { LitigationView } from "./litigation-view";

export function loader() {
  const { page, head, body } = screenPage("litigation");
  return { head, body, actions: page.actions };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /litigation: the notice and where to go instead. */
export default viewRoute(LitigationView);
