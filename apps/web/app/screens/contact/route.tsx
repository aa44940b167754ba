import type { Route } from "./+types/route";
import { screenRoute } from "../../lib/screen-route";
import { screenPage, store } from "../../lib/content.server";
import { ContactView } from "./contact-view";

export function loader() {
  const { head, body } = screenPage("contact");
  return { head, body, email: store.site.contact.email };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /contact: its page and the site's address. */
export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactView {...loaderData} />;
}
