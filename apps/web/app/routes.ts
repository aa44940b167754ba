import { index, route, type RouteConfig } from "@react-router/dev/routes";
import {
  contentGraph,
  pageKeys,
  pagePath,
  servedEntryPages,
  type CollectionWithPages,
  type PageKey,
} from "@site/content";

/** The screen of each page that has a layout of its own (content/pages/<key>.mdx). */
const pageScreens: Record<PageKey, string> = {
  index: "screens/home/route.tsx",
  about: "screens/about/route.tsx",
  resources: "screens/resources/route.tsx",
  services: "screens/services/route.tsx",
  "diy-processes": "screens/diy-processes/route.tsx",
  "video-library": "screens/video-library/route.tsx",
  "documents-templates": "screens/documents-templates/route.tsx",
  "work-with-us": "screens/work-with-us/route.tsx",
  litigation: "screens/litigation/route.tsx",
  "phone-consultation": "screens/phone-consultation/route.tsx",
  maxims: "screens/maxims/route.tsx",
  dictionary: "screens/dictionary/route.tsx",
  faq: "screens/faq/route.tsx",
  contact: "screens/contact/route.tsx",
  "trust-donation": "screens/trust-donation/route.tsx",
};

/** The screen of each collection's entries (a term, a process …), at the address its definition gives. */
const entryScreens: Record<CollectionWithPages, string> = {
  pages: "screens/standard-page/route.tsx",
  services: "screens/services/service-page-route.tsx",
  processes: "screens/diy-processes/process-route.tsx",
  videos: "screens/video-library/category-route.tsx",
  dictionary: "screens/dictionary/term-route.tsx",
};

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
