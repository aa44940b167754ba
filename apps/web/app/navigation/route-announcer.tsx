import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client navigation, what a full page load would have told a screen reader or a keyboard
 * user: focus moves to the new page's main heading (or its main landmark), without scrolling, so
 * Back and Forward keep their scroll positions, and the page's title is read once, politely. An
 * address with a fragment leaves focus to the place it names (an FAQ answer, a lesson). Changes
 * that keep the page (a search's `?q=`, a lesson's `#step-N`) are not new pages.
 */
export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const region = useRef<HTMLParagraphElement>(null);
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById("main");
    const target = main?.querySelector<HTMLElement>("h1") ?? main;
    if (target && !hash) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
    if (region.current) region.current.textContent = document.title;
  }, [pathname, hash]);

  return <p ref={region} aria-live="polite" aria-atomic="true" className="sr-only" data-route-announcer="" />;
}
