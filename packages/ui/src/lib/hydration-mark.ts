import { useEffect } from "react";

/**
 * The mark on `<html>` saying that the page's scripts have taken over its controls. Until it is set,
 * and for good where scripts never run or never arrive, the kit's styles show the page as it works
 * without JavaScript (styles/index.css: Tailwind's `noscript:` variant, redefined on this mark, and
 * the rules for `data-requires-script` and lessons in place).
 */
export const hydratedAttribute = "data-hydrated";

/**
 * Sets the mark once the page has hydrated: React runs this effect after those of everything inside
 * the component that calls it (content in a Suspense boundary may hydrate a frame later: a lesson in
 * place keys on its dialog's own `data-live`). Call it in the one component every page renders.
 */
export function useHydrationMark(): void {
  useEffect(() => document.documentElement.setAttribute(hydratedAttribute, ""), []);
}
