import type { Route } from "./+types/route";
import { screenPage } from "../../lib/content.server";
import { headMeta } from "../../lib/seo";
import { ServicesView } from "./services-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

export function loader() {
  const { page, head, body } = screenPage("services");
  return { head, body, actions: page.actions, coreServices: page.coreServices };
}

export const meta: Route.MetaFunction = headMeta;

export const shouldRevalidate = reloadOnContentEdit;

/** /services: what the group offers. */
export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  return <ServicesView {...loaderData} />;
}
