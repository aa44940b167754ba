import { reloadOnContentEdit, searchOnlyChanged } from "./revalidate";
import { headMeta } from "./seo";

/**
 * What a screen's route exports besides its loader and view: head tags from its loader's `head`, and
 * `shouldRevalidate` (a content edit in `pnpm dev` reloads the page, see `reloadOnContentEdit`). React
 * Router reads both from the route module, so each module re-exports them:
 * `export const { meta, shouldRevalidate } = screenRoute;`.
 */
export const screenRoute = { meta: headMeta, shouldRevalidate: reloadOnContentEdit };

/** The same for a screen whose search lives in its address (`?q=`): typing does not reload its data. */
export const searchableScreenRoute = { meta: headMeta, shouldRevalidate: searchOnlyChanged };
