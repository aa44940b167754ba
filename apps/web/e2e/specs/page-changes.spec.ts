import type { Page } from "@playwright/test";
import { expect, menuToggle, test, visit } from "../fixtures";

/**
 * A client navigation tells a screen reader and a keyboard user what a page load would (issue 30):
 * focus goes to the new page's main heading, and its title is read once from a polite live region.
 * Back and Forward keep their scroll positions.
 */

/** What the polite live regions say (the page's own status lines included). */
const announced = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-live="polite"], [role="status"]')]
      .map((region) => (region.textContent ?? "").trim())
      .filter(Boolean),
  );

async function expectNewPage(page: Page, heading: RegExp) {
  const h1 = page.getByRole("main").getByRole("heading", { level: 1 });
  await expect(h1).toHaveText(heading);
  await expect(h1).toBeFocused();
  const title = await page.title();
  await expect.poll(() => announced(page)).toContain(title);
  expect((await announced(page)).filter((text) => text === title)).toHaveLength(1);
}

test("Enter on a header link moves focus to the new page's heading and reads its title", async ({ page }) => {
  await visit(page, "/about");
  if (await menuToggle(page).isVisible()) await menuToggle(page).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/faq$/);
  await expectNewPage(page, /Frequently Asked Questions/);
});

test("a link in the page moves focus to the new page's heading", async ({ page }) => {
  await visit(page, "/diy-processes");
  await page.getByRole("link", { name: /Start Process: Declarations/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/diy-processes\/affidavits-declarations$/);
  await expectNewPage(page, /Declarations, Affidavits/);
});

test("a chosen search result takes focus to its page, not back to the Search button", async ({ page }) => {
  await visit(page, "/about");
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog.getByRole("combobox")).toBeFocused();
  await page.keyboard.type("notary public");
  await expect(dialog.getByRole("status")).toContainText("for “notary public”");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dictionary\/notary-public$/);
  await expectNewPage(page, /Notary Public/);
});

test("Back and Forward keep their scroll positions", async ({ page }) => {
  await visit(page, "/dictionary");
  const link = page.getByRole("main").getByRole("link", { name: "Trust", exact: true });
  await link.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => Math.round(window.scrollY));
  expect(y).toBeGreaterThan(200);
  await link.click();
  await expectNewPage(page, /^Trust$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/dictionary$/);
  await expectNewPage(page, /Words and Terms/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
});
