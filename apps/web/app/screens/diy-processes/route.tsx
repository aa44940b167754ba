import type { Route } from "./+types/route";
import { draftFlag, screenPage, store } from "../../lib/content.server";
import { headMeta } from "../../lib/seo";
import { ProcessesView } from "./processes-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

export function loader() {
  const { head, body } = screenPage("diy-processes");
  const processes = store.all("processes").map((process) => ({
    id: process.id,
    order: process.order,
    title: process.title,
    description: process.description,
    timeEstimate: process.timeEstimate,
    templates: process.templates.length,
    ...draftFlag(process),
  }));
  return { head, body, processes };
}

export const meta: Route.MetaFunction = headMeta;

export const shouldRevalidate = reloadOnContentEdit;

/** /diy-processes: every process, in order. */
export default function ProcessesRoute({ loaderData }: Route.ComponentProps) {
  return <ProcessesView {...loaderData} />;
}
