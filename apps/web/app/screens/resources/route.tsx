import type { Route } from "./+types/route";
import { screenPage } from "../../lib/content.server";
import { headMeta } from "../../lib/seo";
import { ResourcesView } from "./resources-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

export function loader() {
  const { page, head, body } = screenPage("resources");
  return { head, body, cards: page.cards };
}

export const meta: Route.MetaFunction = headMeta;

export const shouldRevalidate = reloadOnContentEdit;

/** /resources: the disclaimer and the ways into the free material. */
export default function ResourcesRoute({ loaderData }: Route.ComponentProps) {
  return <ResourcesView {...loaderData} />;
}
