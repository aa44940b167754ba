import type { Route } from "./+types/route";
import { screenPage } from "../../lib/content.server";
import { headMeta } from "../../lib/seo";
import { TrustDonationView } from "./trust-donation-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

export function loader() {
  const { page, head, body } = screenPage("trust-donation");
  return { head, body, actions: page.actions };
}

export const meta: Route.MetaFunction = headMeta;

export const shouldRevalidate = reloadOnContentEdit;

/** /trust-donation: its page and the payment widget. */
export default function TrustDonationRoute({ loaderData }: Route.ComponentProps) {
  return <TrustDonationView {...loaderData} />;
}
