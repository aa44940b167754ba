import type { Route } from "./+types/route";
import { screenPage } from "../../lib/content.server";
import { headMeta } from "../../lib/seo";
import { AboutView } from "./about-view";
import { reloadOnContentEdit } from "../../lib/revalidate";

export function loader() {
  const { page, head, body } = screenPage("about");
  return { head, body, actions: page.actions };
}

export const meta: Route.MetaFunction = headMeta;

export const shouldRevalidate = reloadOnContentEdit;

/** /about: the about page's content. */
export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutView {...loaderData} />;
}
