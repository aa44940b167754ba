import { Button } from "@site/ui";
import { useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";

/** A navigation whose page could be neither loaded in place nor fetched from the server. */
interface NavigationFailure {
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

/**
 * Over the page the visitor stays on, when the page they asked for could not be loaded: what
 * happened and "Try again", which repeats the navigation. Part of the page's own code (not a toast,
 * whose library may never have been fetched), and announced as it appears.
 */
export function NavigationFailureNotice() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const shown = useSyncExternalStore(subscribe, current, none);
  if (shown?.from !== pathname + search + hash) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-lg shadow-primary/20"
    >
      <p className="min-w-48 flex-1">
        <strong className="font-semibold text-primary">That page could not be loaded.</strong> The site cannot be
        reached: check your connection, then try again.
      </p>
      <Button size="sm" onClick={() => void navigate(shown.to)}>
        Try again
      </Button>
      <Button size="sm" variant="outline" onClick={() => setNavigationFailure(null)}>
        Dismiss
      </Button>
    </div>
  );
}
