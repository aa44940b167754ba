import type { Route } from "./+types/route";
import { draftFlag, screenPage, store } from "../../lib/content.server";
import { searchOnlyChanged } from "../../lib/revalidate";
import { headMeta } from "../../lib/seo";
import { VideoLibraryView } from "./video-library-view";

export function loader() {
  const { head, body } = screenPage("video-library");
  const topics = store.all("videos").map((topic) => ({
    id: topic.id,
    title: topic.title,
    description: topic.description,
    shownCount: topic.shownCount,
    ...draftFlag(topic),
  }));
  return { head, body, topics };
}

export const meta: Route.MetaFunction = headMeta;
export const shouldRevalidate = searchOnlyChanged;

/** /video-library: every topic, searchable. */
export default function VideoLibraryRoute({ loaderData }: Route.ComponentProps) {
  return <VideoLibraryView {...loaderData} />;
}
