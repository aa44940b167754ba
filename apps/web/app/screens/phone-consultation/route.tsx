import type { Route } from "./+types/route";
import { screenPage } from "../../lib/content.server";
import { headMeta } from "../../lib/seo";
import { PhoneConsultationView } from "./phone-consultation-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

export function loader() {
  const { page, head, body } = screenPage("phone-consultation");
  return { head, body, actions: page.actions };
}

export const meta: Route.MetaFunction = headMeta;

export const shouldRevalidate = reloadOnContentEdit;

/** /phone-consultation: its page and the scheduler. */
export default function PhoneConsultationRoute({ loaderData }: Route.ComponentProps) {
  return <PhoneConsultationView {...loaderData} />;
}
