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
 * Client navigations load the target page's code first. React Router's own answer to a chunk that
 * fails is to reload the page the visitor is leaving, which can loop; instead, after a couple of
 * retries the target is loaded as a normal page (it is prerendered), and when even the server
 * cannot be reached the error screen offers to try again.
 */
export const chunkFailureFallback: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(callNavigate, { to, currentUrl }) {
        if (typeof to !== "string") return void (await callNavigate());
        const target = new URL(to, new URL(currentUrl, window.location.origin));
        if (await loadPageCode(target.pathname)) {
          setNavigationFailure(null);
          return void (await callNavigate());
        }
        if (await serverAnswers(target.href)) window.location.assign(target.href);
        else setNavigationFailure({ from: currentUrl, to: target.pathname + target.search + target.hash });
        await never();
      },
    });
  },
};
