import type { ContentStore } from "@site/content/store";

let current: ContentStore | undefined;

/**
 * What the site's loaders import as `virtual:content/store` inside the editor: the content with the
 * entry being edited in it, for the time one loader runs. Previews run one at a time (see preview.ts).
 */
export const previewStore = new Proxy({} as ContentStore, {
  get(_, key) {
    if (!current) throw new Error("the preview's content is read outside a preview");
    const value: unknown = Reflect.get(current, key, current);
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(current) : value;
  },
});

/** Runs a loader over the given content. */
export async function withContent<T>(store: ContentStore, run: () => T | Promise<T>): Promise<T> {
  current = store;
  try {
    return await run();
  } finally {
    current = undefined;
  }
}
