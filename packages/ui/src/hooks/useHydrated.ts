import { useSyncExternalStore } from "react";

const neverChanges = () => () => undefined;

/**
 * False while the server renders and while the page hydrates, true from then on (and at once on a
 * page rendered in the browser). For a control that only works with JavaScript: the prerendered HTML,
 * which a reader without scripts keeps, leaves it out, and hydration adds it without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
