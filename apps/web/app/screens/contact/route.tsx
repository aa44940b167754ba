import type { Route } from "./+types/route";
import { screenPage, store } from "../../lib/content.server";
import { headMeta } from "../../lib/seo";
import { ContactView } from "./contact-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

export function loader() {
  const { head, body } = screenPage("contact");
  return { head, body, email: store.site.contact.email };
}

export const meta: Route.MetaFunction = headMeta;

export const shouldRevalidate = reloadOnContentEdit;

/** /contact: its page and the site's address. */
export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactView {...loaderData} />;
}
