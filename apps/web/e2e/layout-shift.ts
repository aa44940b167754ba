import type { Page } from "@playwright/test";

/**
 * The page's cumulative layout shift so far (shifts a visitor's own input caused left out), read
 * from the browser's layout-shift entries `settleMs` from now.
 */
export function layoutShift(page: Page, settleMs = 500): Promise<number> {
  return page.evaluate(
    (settle) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), settle);
      }),
    settleMs,
  );
}
