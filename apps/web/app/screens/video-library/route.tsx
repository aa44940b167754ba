import { searchableScreenRoute, viewRoute } from "../../lib/screen-route";
import { draftFlag, screenPage, store } from "../../lib/content.server";
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

export const { meta, shouldRevalidate } = searchableScreenRoute;

/** /video-library: every topic, searchable. */
export default viewRoute(VideoLibraryView);
