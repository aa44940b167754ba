import type { PageKey } from "./collections/pages/schema.ts";

/** Addresses of the site's pages, shared by the loaders (link checks, route list) and the app. */
export function pagePath(key: PageKey): string {
  return key === "index" ? "/" : `/${key}`;
}

export function termHref(slug: string): string {
  return `/dictionary/${slug}`;
}

export function processHref(id: string): string {
  return `/diy-processes/${id}`;
}

export function videoCategoryHref(id: string): string {
  return `/video-library/${id}`;
}

/** The address kept from the original site's process records; it redirects to the process page. */
export function legacyProcessPath(id: string): string {
  return `/diy/${id}`;
}

/** Share pages let link previews show a term; the build writes one per term. */
export function termSharePath(slug: string): string {
  return `/share/dictionary/${slug}.html`;
}
