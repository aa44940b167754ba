import { screenRoute, viewRoute } from "../../lib/screen-route";
import { screenPage } from "../../lib/content.server";
import { PhoneConsultationView } from "./phone-consultation-view";

export function loader() {
  const { page, head, body } = screenPage("phone-consultation");
  return { head, body, actions: page.actions };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /phone-consultation: its page and the scheduler. */
export default viewRoute(PhoneConsultationView);
