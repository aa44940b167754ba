import { useLocation } from "react-router";
import { useHydrated } from "../lib/use-hydrated";

/** React Router's key for the history entry the page hydrated at. */
let arrivalKey: string | undefined;

/**
 * Whether the address shown is the one this document was loaded at: the page the prerendered HTML
 * was painted for, which the visitor may have read before the scripts ran (and again after a reload,
 * or Back to it). Recorded while the page hydrates; a page reached by a client navigation is not it.
 */
export function useIsArrivalEntry(): boolean {
  const { key } = useLocation();
  const hydrated = useHydrated();
  if (!hydrated && typeof document !== "undefined") arrivalKey ??= key;
  return key === arrivalKey;
}
