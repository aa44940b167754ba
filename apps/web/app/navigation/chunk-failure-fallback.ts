import type { ClientInstrumentation } from "react-router";
import { loadPageCode } from "./load-route-modules";
import { setNavigationFailure } from "./navigation-failure";

/** Whether the server answers for the address at all (any status): then a full load can work. */
async function serverAnswers(href: string): Promise<boolean> {
  try {
    await fetch(href, { method: "HEAD", cache: "no-store" });
    return true;
  } catch {
    return false;
  }
}

/** React Router runs the navigation itself when an instrumentation returns, so a stopped one never does. */
const never = () => new Promise<never>(() => undefined);

/**
 * Client navigations to another page load its code first. React Router's own answer to a chunk that
 * fails is to reload the page the visitor is leaving, which can loop; instead, after a couple of
 * retries the target is loaded as a normal page (it is prerendered). When the site cannot be reached
 * (offline: its code and data could not be fetched) the visitor stays on the page they are reading,
 * and is told so (`NavigationFailureNotice`).
 */
export const chunkFailureFallback: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(callNavigate, { to, currentUrl }) {
        const from = new URL(currentUrl, window.location.origin);
        const target = typeof to === "string" ? new URL(to, from) : from;
        // The same page (a step, a query in the address) needs nothing more.
        if (target.pathname === from.pathname || (navigator.onLine && (await loadPageCode(target.pathname)))) {
          setNavigationFailure(null);
          return void (await callNavigate());
        }
        if (navigator.onLine && (await serverAnswers(target.href))) window.location.assign(target.href);
        else setNavigationFailure({ from: currentUrl, to: target.pathname + target.search + target.hash });
        await never();
      },
    });
  },
};
