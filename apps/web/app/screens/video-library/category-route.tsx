import { videoCategoryHref } from "@site/content/runtime";
import type { Route } from "./+types/category-route";
import { notFoundBoundary, notFoundMeta } from "../../components/not-found-boundary";
import { store } from "../../lib/content.server";
import { canonicalParam, found, redirectToCanonical } from "../../lib/entry-param";
import { searchOnlyChanged } from "../../lib/revalidate";
import { seo } from "../../lib/seo";
import { CategoryView } from "./category-view";

/** The page title says these are videos, so it never collides with a term or page of the same name. */
const videoCategoryTitle = (title: string) => (/\bvideos?$/i.test(title) ? title : `${title} Videos`);

export function loader({ params }: Route.LoaderArgs) {
  return { category: found(store.find("videos", canonicalParam(params.id))) };
}

export function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  redirectToCanonical(request, params.id, canonicalParam(params.id));
  return serverLoader();
}
export const shouldRevalidate = searchOnlyChanged;

const notFound = {
  title: "Category Not Found",
  message: "The video category you're looking for doesn't exist.",
  backHref: "/video-library",
  backLabel: "Back to Video Library",
};
export const ErrorBoundary = notFoundBoundary(notFound);

export const meta: Route.MetaFunction = (args) => {
  const category = args.loaderData?.category;
  if (!category) return notFoundMeta(args, notFound);
  return seo(args.matches, {
    title: videoCategoryTitle(category.title),
    description: category.description,
    path: videoCategoryHref(category.id),
  });
};

/** /video-library/<category>: one topic's videos. */
export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  // Keyed so a search or an order never carries over from one category to another.
  return <CategoryView key={loaderData.category.id} {...loaderData} />;
}
