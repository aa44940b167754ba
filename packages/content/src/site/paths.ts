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

/** Share pages let link previews show a term; the build writes one per term. */
export const termSharePage = { path: "/share/dictionary/:id.html" } as const;

export function termSharePath(slug: string): string {
  return termSharePage.path.replace(":id", slug);
}
