import type { Route } from "./+types/route";
import { screenPage } from "../../lib/content.server";
import { headMeta } from "../../lib/seo";
import { WorkWithUsView } from "./work-with-us-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

export function loader() {
  const { page, head, body } = screenPage("work-with-us");
  return { head, body, cards: page.cards, actions: page.actions };
}

export const meta: Route.MetaFunction = headMeta;

export const shouldRevalidate = reloadOnContentEdit;

/** /work-with-us: the three ways to work with the group. */
export default function WorkWithUsRoute({ loaderData }: Route.ComponentProps) {
  return <WorkWithUsView {...loaderData} />;
}
