import { videoCategoryHref } from "@site/content/runtime";
import type { Route } from "./+types/category-route";
import { store } from "../../lib/content.server";
import { canonicalParam, found } from "../../lib/entry-param";
import { entryRoute } from "../../lib/entry-route";
import { searchOnlyChanged } from "../../lib/revalidate";
import { seo } from "../../lib/seo";
import { CategoryView } from "./category-view";

/** The page title says these are videos, so it never collides with a term or page of the same name. */
const videoCategoryTitle = (title: string) => (/\bvideos?$/i.test(title) ? title : `${title} Videos`);

export function loader({ params }: Route.LoaderArgs) {
  return { category: found(store.find("videos", canonicalParam(params.id))) };
}

const entry = entryRoute({
  notFound: {
    title: "Category Not Found",
    message: "The video category you're looking for doesn't exist.",
    backHref: "/video-library",
    backLabel: "Back to Video Library",
  },
  meta: ({ category }: ReturnType<typeof loader>, { matches }) =>
    seo(matches, {
      title: videoCategoryTitle(category.title),
      description: category.description,
      path: videoCategoryHref(category.id),
    }),
  shouldRevalidate: searchOnlyChanged,
});
export const clientLoader = (args: Route.ClientLoaderArgs) => entry.clientLoader(args);
export const { ErrorBoundary, meta, shouldRevalidate } = entry;

/** /video-library/<category>: one topic's videos. */
export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  // Keyed so a search or an order never carries over from one category to another.
  return <CategoryView key={loaderData.category.id} {...loaderData} />;
}
