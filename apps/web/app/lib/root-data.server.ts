import { store } from "./content.server";

/**
 * site.yaml, which every page reads (header, footer, head tags, the integrations), and in `pnpm dev`
 * the pages that are drafts (a published site has none). The root route's data; the layout reads
 * its type from here, not from the root module that renders the layout.
 */
export function rootData() {
  const { drafts } = store.snapshot;
  return { site: store.site, ...(drafts.length > 0 ? { drafts } : {}) };
}
