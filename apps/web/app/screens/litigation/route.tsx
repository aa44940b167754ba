import type { Route } from "./+types/route";
import { screenPage } from "../../lib/content.server";
import { headMeta } from "../../lib/seo";
import { LitigationView } from "./litigation-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

export function loader() {
  const { page, head, body } = screenPage("litigation");
  return { head, body, actions: page.actions };
}

export const meta: Route.MetaFunction = headMeta;

export const shouldRevalidate = reloadOnContentEdit;

/** /litigation: the notice and where to go instead. */
export default function LitigationRoute({ loaderData }: Route.ComponentProps) {
  return <LitigationView {...loaderData} />;
}
