import { routeModuleUrls } from "../react-router-internals";

/** A chunk that failed may have met a passing network hiccup: try twice more, then give up. */
const retryDelaysMs = [300, 1200];

const importAll = (urls: string[]) => Promise.all(urls.map((url) => import(/* @vite-ignore */ url)));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads the code of the page at `pathname`; false when it still cannot be fetched after the retries. */
export async function loadPageCode(pathname: string): Promise<boolean> {
  const urls = routeModuleUrls(pathname);
  for (const delay of [...retryDelaysMs, undefined]) {
    try {
      await importAll(urls);
      return true;
    } catch {
      if (delay === undefined) return false;
      await wait(delay);
    }
  }
  return false;
}

const attempted = new Set<string>();

/**
 * Starts loading a page's code when a visitor shows intent to open it (hover, focus, touch). Once
 * per page and without retries: a failure here is left for the navigation to handle.
 */
export function preloadPageCode(pathname: string): void {
  if (attempted.has(pathname)) return;
  attempted.add(pathname);
  importAll(routeModuleUrls(pathname)).catch(() => undefined);
}
