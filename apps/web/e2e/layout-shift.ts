import type { Page } from "@playwright/test";

/** The most a page may move without a visitor's input in its first `shiftWindowMs` (issue 23). */
export const shiftBudget = 0.01;
export const shiftWindowMs = 5_000;

export interface LayoutShift {
  /** The sum of the layout-shift values not caused by input, within the window. */
  score: number;
  /** What moved, for a message a person can act on. */
  moved: string[];
}

/**
 * The page's layout shifts from navigation (or from `fromMs` after it) to `windowMs` after it,
 * waiting until then. Summed rather than windowed as Lighthouse does: every movement counts.
 */
export async function layoutShiftOver(page: Page, windowMs = shiftWindowMs, fromMs = 0): Promise<LayoutShift> {
  return page.evaluate(
    ([windowMs, fromMs]) =>
      new Promise<LayoutShift>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        }
        const entries: Shift[] = [];
        const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as Shift[])));
        observer.observe({ type: "layout-shift", buffered: true });
        setTimeout(
          () => {
            entries.push(...(observer.takeRecords() as Shift[]));
            observer.disconnect();
            const counted = entries.filter(
              (entry) => !entry.hadRecentInput && entry.startTime >= fromMs && entry.startTime <= windowMs,
            );
            const describe = (node: Node | null | undefined) => {
              if (!(node instanceof Element)) return node ? node.nodeName : "(removed)";
              const classes = [...node.classList].slice(0, 3).join(".");
              return `<${node.localName}${node.id ? `#${node.id}` : ""}${classes ? `.${classes}` : ""}> "${(
                node.textContent ?? ""
              )
                .replace(/\s+/g, " ")
                .trim()
                .slice(0, 30)}"`;
            };
            resolve({
              score: counted.reduce((sum, entry) => sum + entry.value, 0),
              moved: [
                ...new Set(
                  counted.flatMap((entry) =>
                    entry.sources.map((source) => `${describe(source.node)} at ${Math.round(entry.startTime)} ms`),
                  ),
                ),
              ].slice(0, 6),
            });
          },
          Math.max(100, windowMs - performance.now()),
        );
      }),
    [windowMs, fromMs] as const,
  );
}
