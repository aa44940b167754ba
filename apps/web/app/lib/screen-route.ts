import { createElement, type ComponentType } from "react";
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

/**
 * A route module's page: the screen's view drawn with the loader's data. The view takes the data as
 * its props, so Storybook and the editor's preview draw the same view.
 */
export function viewRoute<Data extends object>(View: ComponentType<Data>) {
  return function ScreenRoute({ loaderData }: { loaderData: Data }) {
    return createElement(View, loaderData);
  };
}
