import { useEffect } from "react";
import { useNavigate } from "react-router";
import { preloadPageCode } from "../navigation/load-route-modules";

/** A link inside an island that the router should follow: same site, a page (not a file), a plain click. */
function routerTarget(event: Event): URL | undefined {
  const anchor = (event.target as Element | null)?.closest?.("[data-island] a[href]") as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin || /^\/(media|downloads)\//.test(url.pathname)) return undefined;
  return url;
}

/**
 * Links inside islands are plain HTML links (islands are never hydrated). This follows them with
 * the router, as the kit's links are, and loads the next page's code on intent, so navigation
 * stays client-side everywhere.
 */
export function useIslandLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const url = routerTarget(event);
      if (!url) return;
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    const onIntent = (event: Event) => {
      const url = routerTarget(event);
      if (url) preloadPageCode(url.pathname);
    };
    document.addEventListener("click", onClick);
    for (const type of ["pointerover", "focusin", "touchstart"]) {
      document.addEventListener(type, onIntent, { passive: true });
    }
    return () => {
      document.removeEventListener("click", onClick);
      for (const type of ["pointerover", "focusin", "touchstart"]) document.removeEventListener(type, onIntent);
    };
  }, [navigate]);
}
