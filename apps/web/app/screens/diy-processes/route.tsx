import type { Route } from "./+types/route";
import { screenPage, store } from "../../lib/content.server";
import { headMeta } from "../../lib/seo";
import { ProcessesView } from "./processes-view";

export function loader() {
  const { head, body } = screenPage("diy-processes");
  const processes = store.all("processes").map(({ id, order, title, description, timeEstimate, templates }) => ({
    id,
    order,
    title,
    description,
    timeEstimate,
    templates: templates.length,
  }));
  return { head, body, processes };
}

export const meta: Route.MetaFunction = headMeta;

/** /diy-processes: every process, in order. */
export default function ProcessesRoute({ loaderData }: Route.ComponentProps) {
  return <ProcessesView {...loaderData} />;
}
