import { screenRoute, viewRoute } from "../../lib/screen-route";
import { screenPage } from "../../lib/content.server";
import { ServicesView } from "./services-view";

export function loader() {
  const { page, head, body } = screenPage("services");
  return { head, body, actions: page.actions, coreServices: page.coreServices };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /services: what the group offers. */
export default viewRoute(ServicesView);
