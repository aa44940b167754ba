import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { contentGraph, pageKeys, pagePath, servedEntryPages } from "@site/content";
import { entryScreens } from "./entry-screens";
import { pageScreens } from "./page-screens";

/** Route paths are relative to the root route. */
const at = (path: string) => path.slice(1);

/**
 * The route table: each page with a layout of its own, each collection's entry pages, the site
 * search, and the not-found screen for anything else. Addresses that only redirect are the servers'
 * (see postbuild/redirects.ts): content never links to them, so the app never navigates there.
 */
export default [
  ...pageKeys.map((key) => (key === "index" ? index(pageScreens[key]) : route(at(pagePath(key)), pageScreens[key]))),
  ...servedEntryPages(contentGraph().run().snapshot).map(({ collection, path }) =>
    route(at(path), entryScreens[collection]),
  ),
  route("search", "screens/search/route.tsx"),
  route("*", "screens/not-found/route.tsx"),
] satisfies RouteConfig;
