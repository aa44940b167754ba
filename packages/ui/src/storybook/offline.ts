/**
 * Makes the browser report that it is offline (`navigator.onLine === false` plus an `offline`
 * event), as in a story's `beforeEach`. Returns the cleanup that restores it.
 */
export function simulateOffline(): () => void {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
  window.dispatchEvent(new Event("offline"));
  return () => {
    Reflect.deleteProperty(navigator, "onLine");
    window.dispatchEvent(new Event("online"));
  };
}
