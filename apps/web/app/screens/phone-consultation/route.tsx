import type { Route } from "./+types/route";
import { screenRoute } from "../../lib/screen-route";
import { screenPage } from "../../lib/content.server";
import { PhoneConsultationView } from "./phone-consultation-view";

export function loader() {
  const { page, head, body } = screenPage("phone-consultation");
  return { head, body, actions: page.actions };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /phone-consultation: its page and the scheduler. */
export default function PhoneConsultationRoute({ loaderData }: Route.ComponentProps) {
  return <PhoneConsultationView {...loaderData} />;
}
