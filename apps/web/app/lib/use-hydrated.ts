import { useSyncExternalStore } from "react";

const neverChanges = () => () => undefined;

/** False while the server renders and while the page hydrates; true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
