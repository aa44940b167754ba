import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { store } from "../../lib/content.server";
import { found } from "../../lib/entry-param";

/**
 * An entry's older address (`/diy/{id}` from the original process records) sends visitors on to its
 * page: prerendered as a redirect page, and in the browser before anything renders.
 */
export function loader({ url }: Route.LoaderArgs): never {
  const pathname = url.pathname.toLowerCase();
  throw redirect(found(store.snapshot.redirects.find(({ from }) => from === pathname)?.to), 301);
}

export default function Redirect() {
  return null;
}
