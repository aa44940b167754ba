import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures";
import { layoutShiftOver, shiftBudget } from "../layout-shift";
import { holdScripts } from "../scripts-arrival";

/**
 * A lesson reached by its address (`#step-N`, from a search result or a shared link) is shown in place
 * before the scripts run, and the visitor starts reading it. When the scripts arrive it stays there:
 * nothing moves, no dialog opens over it (issue 30: the page shrank by half and a modal opened at its
 * top, CLS 0.862 at 375 px). A dialog opens on a click.
 */

/** The reader reads on: the page scrolls down by `pixels` from where it came to rest. */
async function readOn(page: Page, pixels: number): Promise<void> {
  const stillFor200ms = () =>
    page.evaluate(
      () => new Promise<boolean>((still) => setTimeout((y) => still(window.scrollY === y), 200, window.scrollY)),
    );
  await expect.poll(stillFor200ms).toBe(true);
  await page.evaluate((top) => window.scrollBy({ top, behavior: "instant" }), pixels);
}

/** What is in the middle of the window, and where its top is. */
const underTheEyes = (page: Page) =>
  page.evaluate(() => {
    const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)!;
    return {
      text: (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 80),
      top: Math.round(element.getBoundingClientRect().top),
      pageHeight: document.documentElement.scrollHeight,
    };
  });

test("a lesson opened from its address stays put when the scripts arrive", async ({ page }, testInfo) => {
  const releaseScripts = await holdScripts(page);
  await page.goto("/diy-processes/affidavits-declarations#step-2", { waitUntil: "domcontentloaded" });
  // The browser takes the reader to the lesson without waiting for the scripts.
  const lesson = page.locator("#step-2");
  await expect(lesson).toBeInViewport();
  await expect(lesson).toContainText("Step 2: Making Your First Declaration");
  // The reader reads on into the lesson before the scripts have run.
  await readOn(page, 240);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  const before = await underTheEyes(page);

  // What moves from here on moves under the reader's eyes.
  const released = await page.evaluate(() => performance.now());
  releaseScripts();
  await hydrated(page);
  const shift = await layoutShiftOver(page, released + 4_000, released);
  testInfo.annotations.push({ type: "layout shift", description: shift.score.toFixed(4) });
  expect(shift.score, `moved: ${shift.moved.join("; ")}`).toBeLessThanOrEqual(shiftBudget);
  expect(await page.evaluate(() => document.querySelector("dialog[open]"))).toBeNull();
  expect(await underTheEyes(page)).toEqual(before);
  await expect(lesson).toBeInViewport();

  // A click opens the next step as a dialog; closing it comes back to the lesson, still in place.
  await lesson.getByRole("link", { name: "Go to Step 3" }).click();
  const dialog = page.getByRole("dialog", { name: /Step 3: Create Your First Affidavit/ });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#step-2$/);
  await expect(lesson).toBeVisible();
  expect(await lesson.evaluate((element) => element.matches(":modal"))).toBe(false);
});

test("the step's card opens the lesson as a dialog once the page is live", async ({ page }) => {
  await page.goto("/diy-processes/affidavits-declarations");
  await hydrated(page);
  await page.getByRole("link", { name: "Start Step 2" }).click();
  const dialog = page.getByRole("dialog", { name: /Step 2:/ });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
});
