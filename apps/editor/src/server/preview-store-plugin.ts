import path from "node:path";
import type { Plugin } from "vite";

/** The module the site's loaders read their content from inside the editor. */
export const previewStoreModule = path.resolve(import.meta.dirname, "preview-store.ts");

/** The site's loaders import `virtual:content/store`: in the editor it is the preview's store. */
export function previewContentStore(): Plugin {
  const id = "\0virtual:content/store";
  return {
    name: "site-editor-preview-store",
    resolveId: (source) => (source === "virtual:content/store" ? id : undefined),
    load: (loaded) =>
      loaded === id
        ? `import { previewStore } from ${JSON.stringify(previewStoreModule)}; export default previewStore;`
        : undefined,
  };
}
