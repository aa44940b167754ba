import { processHref } from "@site/content/runtime";
import { redirect } from "react-router";
import type { Route } from "./+types/legacy-redirect-route";
import { store } from "../../lib/content.server";
import { canonicalParam, found } from "../../lib/entry-param";

// `/diy/{id}` from the original process records sends visitors on to the process page: at build
// time as a redirect page, in the browser before anything renders.
export function loader({ params }: Route.LoaderArgs): never {
  const process = found(store.find("processes", canonicalParam(params.id)));
  throw redirect(processHref(process.id), 301);
}

export function clientLoader({ params }: Route.ClientLoaderArgs): never {
  throw redirect(processHref(canonicalParam(params.id)));
}

export default function LegacyRedirect() {
  return null;
}
