import type { Page, PageKey, Rich } from "@site/content";
import store from "virtual:content/store";
import { island } from "../islands/island.server";

export { store };

interface HeadFields {
  title: string;
  description: string;
  path: string;
  image: string;
  heading: string;
}

/** What a page's head and h1 need: small enough to ship with every page. */
export function pageHead({ title, description, path, image, heading }: HeadFields) {
  return { title, description, path, image, heading };
}
export type PageHead = ReturnType<typeof pageHead>;

/**
 * A screen's page: its head for the browser, and what `content` picks from it rendered into HTML
 * only (an island). Screens whose content never changes after loading use this as their loader.
 */
export function pageWith<K extends PageKey, T>(key: K, content: (page: Page<K>) => T) {
  const page = store.page(key);
  return { head: pageHead(page), content: island(content(page)) };
}

/** A rich body, rendered into the page's HTML only (empty bodies render nothing). */
export function richIsland(rich: Rich | undefined) {
  return rich && rich.tree.length > 0 ? island(rich.tree) : undefined;
}
