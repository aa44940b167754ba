import type { ContentStore } from "@site/content/store";
import sample from "virtual:content/sample-store";

/** Where the Screens' content comes from: the toolbar's Content switch (see preview.ts). */
export const contentSources = {
  sample: "Sample content (the baselines')",
  site: "The site's content/",
} as const;
export type ContentSource = keyof typeof contentSources;

/** The story tests never switch: their baselines are of the fixed sample. */
export const defaultContentSource: ContentSource = "sample";

let current: ContentSource = defaultContentSource;
let site: ContentStore | undefined;

/** Switches the store to a source, loading the site's content the first time it is asked for. */
export async function switchContentSource(source: ContentSource): Promise<void> {
  if (source === "site") site ??= (await import("virtual:content/site-store")).default;
  current = source;
}

export const contentSource = (): ContentSource => current;

/**
 * Where a screen story's address leads in the current source. The stories pick their entries from the
 * sample (its first term, its process with the most steps); with the site's content, an address of a
 * sample entry the site lacks goes to the site's first page of the same section, with its query or
 * fragment. Any other address (a page that is meant not to exist) stays as it is.
 */
export function addressInSource(address: string): string {
  if (current !== "site" || !site) return address;
  const [, path = address, rest = ""] = /^([^?#]*)(.*)$/.exec(address) ?? [];
  if (site.snapshot.routes.includes(path) || !sample.snapshot.routes.includes(path)) return address;
  const section = path.slice(0, path.lastIndexOf("/") + 1);
  const same = site.snapshot.routes.find((route) => route.startsWith(section) && route.length > section.length);
  return section.length > 1 && same ? `${same}${rest}` : address;
}

const currentStore = (): ContentStore => (current === "site" && site ? site : sample);

/**
 * `virtual:content/store` in Storybook: what the screens' loaders and stories read, the store of the
 * source chosen last. Each read goes to that store, so a screen rendered after a switch reads the new one.
 */
export default new Proxy(sample, {
  get(_, key) {
    const store = currentStore();
    const value: unknown = Reflect.get(store, key, store);
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(store) : value;
  },
}) as ContentStore;
