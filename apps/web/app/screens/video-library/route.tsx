import type { Route } from "./+types/route";
import { screenPage, store } from "../../lib/content.server";
import { searchOnlyChanged } from "../../lib/revalidate";
import { headMeta } from "../../lib/seo";
import { VideoLibraryView } from "./video-library-view";

export function loader() {
  const { head, body } = screenPage("video-library");
  const topics = store
    .all("videos")
    .map(({ id, title, description, shownCount }) => ({ id, title, description, shownCount }));
  return { head, body, topics };
}

export const meta: Route.MetaFunction = headMeta;
export const shouldRevalidate = searchOnlyChanged;

/** /video-library: every topic, searchable. */
export default function VideoLibraryRoute({ loaderData }: Route.ComponentProps) {
  return <VideoLibraryView {...loaderData} />;
}
