import { lazy, Suspense, useSyncExternalStore } from "react";
// A type-only import: the toast library itself still loads only with the first toast.
import type { ToasterProps } from "./SonnerToaster";
import { isRequested, subscribe } from "./toast-queue";

export type { ToasterProps };

const LoadedToaster = lazy(() => import("./SonnerToaster"));

/**
 * The notification region (render once per page). Shows one toast at a time for 4 seconds, each
 * with a close button; use `toast()` to show one. The toast library loads with the first toast.
 */
export function Toaster(props: ToasterProps) {
  const requested = useSyncExternalStore(subscribe, isRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster {...props} />
    </Suspense>
  );
}
