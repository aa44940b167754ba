import type { CollectionWithPages } from "@site/content";

/**
 * The screen of each collection's entries (a term, a process …), at the address its definition gives
 * (`:id`). Apart from `routes.ts`, so the editor's preview finds an entry's screen the same way.
 */
export const entryScreens: Record<CollectionWithPages, string> = {
  pages: "screens/standard-page/route.tsx",
  services: "screens/services/service-page-route.tsx",
  processes: "screens/diy-processes/process-route.tsx",
  videos: "screens/video-library/category-route.tsx",
  dictionary: "screens/dictionary/term-route.tsx",
};
