import type { KeyboardEvent } from "react";

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at, in order: focusable, not hidden, not taken out of the tab order. */
function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest("[inert]"),
  );
}

/**
 * Tab past the last control of a modal dialog goes back to its first (Shift+Tab, the other way).
 * A modal `<dialog>` makes the page behind it inert, but browsers still let Tab leave it for their
 * own toolbar, where a keyboard user loses the dialog.
 */
export function wrapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(event.currentTarget);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = event.shiftKey
    ? active === first || active === event.currentTarget
    : active === last || !event.currentTarget.contains(active);
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
