export interface Overflow {
  /** The layout viewport's width (the window without its scrollbar). */
  viewport: number;
  /** How wide the page is: wider than the viewport means it scrolls sideways. */
  page: number;
  /** The outermost elements that reach past the window's edge, described for a person. */
  culprits: string[];
}

/**
 * Runs in the page (pass it to `page.evaluate`): how wide the page is against the window and, when
 * wider, which elements stick out. Shared by `pnpm shots` and the e2e rules.
 *
 * It is sent to the browser as source text, so it may not call anything outside itself, nor keep a
 * function in a local name (tsx would wrap it in a helper the page does not have).
 */
export function measureOverflow(): Overflow {
  const root = document.documentElement;
  const viewport = root.clientWidth;
  const page = root.scrollWidth;
  const culprits: string[] = [];
  if (page <= viewport) return { viewport, page, culprits };

  for (const element of document.body.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    // Only the right edge counts: a page cannot scroll to the left of its start (the site is left to right).
    if (box.width <= 1 || box.right <= viewport + 0.5) continue;
    // Only where the overflow starts (a child of an element that already sticks out is not news), and
    // not what an ancestor clips.
    const parent = element.parentElement;
    if (parent && parent !== document.body) {
      const outer = parent.getBoundingClientRect();
      if (outer.right > viewport + 0.5) continue;
    }
    let clipped = false;
    for (let ancestor = parent; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      if (getComputedStyle(ancestor).overflowX !== "visible") clipped = true;
    }
    if (clipped) continue;
    const classes = [...element.classList].slice(0, 4).join(".");
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    culprits.push(
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes ? `.${classes}` : ""}` +
        `${text ? ` "${text}"` : ""} reaches ${Math.round(box.right)} px`,
    );
    if (culprits.length === 3) break;
  }
  return { viewport, page, culprits };
}
