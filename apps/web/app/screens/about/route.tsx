import type { Route } from "./+types/route";
import { screenRoute } from "../../lib/screen-route";
import { screenPage } from "../../lib/content.server";
import { AboutView } from "./about-view";

export function loader() {
  const { page, head, body } = screenPage("about");
  return { head, body, actions: page.actions };
}

export const { meta, shouldRevalidate } = screenRoute;

/** /about: the about page's content. */
export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutView {...loaderData} />;
}
