import { normalizeParam, processHref } from "@site/content/runtime";
import { redirect } from "react-router";
import { processes } from "virtual:content/processes";
import type { Route } from "./+types/legacy-redirect-route";
import { NotFoundScreen } from "../not-found/not-found-screen";

/** `/diy/{id}` from the original process records: sends visitors on to the process page. */
function target(param: string | undefined): string | undefined {
  const id = normalizeParam(param);
  return processes.some((process) => process.id === id) && id ? processHref(id) : undefined;
}

// At build time this writes a redirect page; in the browser it redirects before rendering.
export function loader({ params }: Route.LoaderArgs) {
  const to = target(params.processId);
  if (to) throw redirect(to, 301);
  return null;
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const to = target(params.processId);
  if (to) throw redirect(to);
  return null;
}

export default function LegacyRedirect() {
  return <NotFoundScreen />;
}
