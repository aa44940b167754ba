import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/** A navigation whose page could be neither loaded in place nor fetched from the server. */
export interface NavigationFailure {
  /** The address the visitor was on, so the failure no longer shows once they have moved on. */
  from: string;
  to: string;
}

let failure: NavigationFailure | null = null;
const listeners = new Set<() => void>();

export function setNavigationFailure(next: NavigationFailure | null): void {
  if (next === failure) return;
  failure = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => failure;
const none = () => null;

/** The failed navigation away from the page on screen, if any. */
export function useNavigationFailure(): NavigationFailure | null {
  const { pathname, search, hash } = useLocation();
  const shown = useSyncExternalStore(subscribe, current, none);
  return shown?.from === pathname + search + hash ? shown : null;
}
