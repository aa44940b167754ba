import { screenRoute, viewRoute } from "../../lib/screen-route";
import { screenPage, store } from "../../lib/content.server";
import { MaximsView } from "./maxims-view";

export function loader() {
  const { head, body } = screenPage("maxims");
  return { head, maxims: store.all("maxims"), closing: body };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /maxims: the maxims of law. */
export default viewRoute(MaximsView);
