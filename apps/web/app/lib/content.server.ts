import type { PageKey, StandardPage } from "@site/content";
import store from "virtual:content/store";
import { richHtml } from "./rich-html.server";

export { store };

/** What a page's head tags and h1 need. */
export function pageHead({
  title,
  description,
  path,
  image,
  heading,
}: Pick<StandardPage, "title" | "description" | "path" | "image" | "heading">) {
  return { title, description, path, image, heading };
}
export type PageHead = ReturnType<typeof pageHead>;

/** `draft: true` for an entry that is a draft (only ever in `pnpm dev`), and nothing otherwise. */
export const draftFlag = (entry: { draft?: boolean | undefined }) => (entry.draft ? { draft: true as const } : {});

/** A screen's own page (content/pages/<key>.mdx): its fields, its head, and its body as HTML. */
export function screenPage<K extends PageKey>(key: K) {
  const page = store.page(key);
  return { page, head: pageHead(page), body: richHtml(page.body) };
}
