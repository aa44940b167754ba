import type { Page } from "./collections/pages/index.ts";
import type { PageKey } from "./collections/pages/schema.ts";
import type { ContentSnapshot } from "./content.ts";
import type { CollectionName, Entry } from "./registry.ts";

/**
 * The validated content as the app's loaders read it, over a snapshot of the content graph. It has
 * no Node dependencies: the server build carries the snapshot as data and builds its store from it.
 */
export class ContentStore {
  private readonly byId = new Map<string, Map<string, unknown>>();

  constructor(readonly snapshot: Pick<ContentSnapshot, "collections" | "routes" | "redirects" | "drafts">) {}

  /** Whether the page at an address is a draft (only ever while previewing: a published site has none). */
  isDraft(path: string): boolean {
    return this.snapshot.drafts.includes(path);
  }

  get site(): Entry<"site"> {
    return this.snapshot.collections.site[0]!;
  }

  /** Every entry of a collection, in the collection's order. */
  all<N extends CollectionName>(name: N): Entry<N>[] {
    return this.snapshot.collections[name];
  }

  /** One entry by its id (a term's slug, a category's file name, a page's path). */
  find<N extends CollectionName>(name: N, id: string): Entry<N> | undefined {
    if (!this.byId.has(name)) this.byId.set(name, new Map(this.all(name).map((entry) => [entry.id, entry])));
    return this.byId.get(name)!.get(id) as Entry<N> | undefined;
  }

  /** The page a screen reads, with its own fields. */
  page<K extends PageKey>(key: K): Page<K> {
    const page = this.find("pages", key);
    if (!page) throw new Error(`content/pages/${key}.mdx is missing`);
    return page as unknown as Page<K>;
  }
}
