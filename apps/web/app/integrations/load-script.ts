/**
 * Adds a third-party script once and reports whether it loaded. The element is returned so the
 * screen that added it can remove it when the visitor leaves.
 */
export function loadScript(src: string, marker: string): { element: HTMLScriptElement; loaded: Promise<void> } {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-integration="${marker}"]`);
  const element = existing ?? document.createElement("script");
  const loaded = new Promise<void>((resolve, reject) => {
    if (existing?.dataset.loaded === "true") return resolve();
    element.addEventListener("load", () => {
      element.dataset.loaded = "true";
      resolve();
    });
    element.addEventListener("error", () => reject(new Error(`Could not load ${src}`)));
  });
  if (!existing) {
    element.src = src;
    element.async = true;
    element.dataset.integration = marker;
    document.head.appendChild(element);
  }
  return { element, loaded };
}

/** Runs after the page is interactive and the browser is idle, so third parties never delay first paint. */
export function whenIdle(callback: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === "function")
      idleHandle = window.requestIdleCallback(() => !cancelled && callback(), { timeout: 3000 });
    else idleHandle = window.setTimeout(() => !cancelled && callback(), 200);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (idleHandle !== undefined) {
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idleHandle);
      window.clearTimeout(idleHandle);
    }
  };
}
