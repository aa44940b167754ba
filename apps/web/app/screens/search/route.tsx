import type { Route } from "./+types/route";
import { seo } from "../../lib/seo";
import { searchPagePath } from "../../search/search-page-path";
import { SearchPageView } from "./search-page-view";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Search",
    description:
      "Search the dictionary, the DIY processes and their lessons, the FAQ, the video topics and every page.",
    path: searchPagePath,
    robots: "noindex, follow",
  });

/** /search: the site search on a page of its own. */
export default function SearchRoute() {
  return <SearchPageView />;
}
