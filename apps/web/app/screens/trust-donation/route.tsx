import { screenRoute, viewRoute } from "../../lib/screen-route";
import { screenPage } from "../../lib/content.server";
import { TrustDonationView } from "./trust-donation-view";

export function loader() {
  const { page, head, body } = screenPage("trust-donation");
  return { head, body, actions: page.actions };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /trust-donation: its page and the payment widget. */
export default viewRoute(TrustDonationView);
