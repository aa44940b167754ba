import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { contentGraph, pageKeys, servedEntryPages } from "@site/content";

const screen = (file: string) => `screens/${file}`;

/**
 * The route table, from the content registry: each screen with a layout of its own shows the page
 * of its name under content/pages (`index` is home), and each collection's entries get the screen
 * its definition names (a term, a process, a video category, a service or standard page), with the
 * older addresses that redirect to them. Anything else falls through to the not-found screen.
 */
export default [
  ...pageKeys.map((key) =>
    key === "index" ? index(screen("home/route.tsx")) : route(key, screen(`${key}/route.tsx`)),
  ),
  ...servedEntryPages(contentGraph().run().snapshot).map((page) => route(page.path.slice(1), screen(page.screen))),
  route("search", screen("search/route.tsx")),
  route("*", screen("not-found/route.tsx")),
] satisfies RouteConfig;
