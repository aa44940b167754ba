import { screenRoute, viewRoute } from "../../lib/screen-route";
import { screenPage, store } from "../../lib/content.server";
import { ContactView } from "./contact-view";

export function loader() {
  const { head, body } = screenPage("contact");
  return { head, body, email: store.site.contact.email };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /contact: its page and the site's address. */
export default viewRoute(ContactView);
