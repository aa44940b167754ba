import type { Route } from "./+types/route";
import { screenPage, store } from "../../lib/content.server";
import { headMeta } from "../../lib/seo";
import { MaximsView } from "./maxims-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

export function loader() {
  const { head, body } = screenPage("maxims");
  return { head, maxims: store.all("maxims"), closing: body };
}

export const meta: Route.MetaFunction = headMeta;

export const shouldRevalidate = reloadOnContentEdit;

/** /maxims: the maxims of law. */
export default function MaximsRoute({ loaderData }: Route.ComponentProps) {
  return <MaximsView {...loaderData} />;
}
