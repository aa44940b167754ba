import { contentPlugin, type ContentPluginOptions } from "../vite/plugin.ts";
import { site } from "./index.ts";

/** The content plugin over this site (`@site/content/vite`, in the app's Vite config). */
export const content = (options?: ContentPluginOptions) => contentPlugin(site, options);
export { storeId, updateEvent, type ContentPluginOptions } from "../vite/plugin.ts";
