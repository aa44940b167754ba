import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pageKeys } from "@site/content";

/**
 * Each page of content/pages/ with its own layout has a screen of the same name; any other page there
 * uses the standard-page screen; collections add their detail pages.
 * Anything else falls through to the not-found screen.
 */
export default [
  ...pageKeys.map((key) =>
    key === "index" ? index("screens/home/route.tsx") : route(key, `screens/${key}/route.tsx`),
  ),
  route("services/:slug", "screens/services/service-page-route.tsx"),
  route("diy-processes/:processId", "screens/diy-processes/process-route.tsx"),
  route("diy/:processId", "screens/diy-processes/legacy-redirect-route.tsx"),
  route("video-library/:categoryId", "screens/video-library/category-route.tsx"),
  route("dictionary/:term", "screens/dictionary/term-route.tsx"),
  route("search", "screens/search/route.tsx"),
  // Static segments rank above this one, so it only sees addresses no other screen has.
  route(":slug", "screens/standard-page/route.tsx"),
  route("*", "screens/not-found/route.tsx"),
] satisfies RouteConfig;
