import { screenRoute, viewRoute } from "../../lib/screen-route";
import { screenPage } from "../../lib/content.server";
import { AboutView } from "./about-view";

export function loader() {
  const { page, head, body } = screenPage("about");
  return { head, body, actions: page.actions };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /about: the about page's content. */
export default viewRoute(AboutView);
