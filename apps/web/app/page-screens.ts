import type { PageKey } from "@site/content";

/**
 * The screen of each page that has a layout of its own (content/pages/<key>.mdx); any other page is
 * a standard page. Apart from `routes.ts`, so a loader can ask without importing the route table.
 */
export const pageScreens: Record<PageKey, string> = {
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

/** Whether a page (by its id) has a screen of its own rather than the standard page's layout. */
export const hasOwnScreen = (id: string): id is PageKey => Object.hasOwn(pageScreens, id);
