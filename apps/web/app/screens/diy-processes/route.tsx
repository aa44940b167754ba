import { screenRoute, viewRoute } from "../../lib/screen-route";
import { draftFlag, screenPage, store } from "../../lib/content.server";
import { ProcessesView } from "./processes-view";

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

export const { meta, shouldRevalidate } = screenRoute;

/** /diy-processes: every process, in order. */
export default viewRoute(ProcessesView);
