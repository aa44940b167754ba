import { expect, hydrated, resultLinks, test, visit } from "../fixtures";
import { layoutShiftOver, shiftBudget } from "../layout-shift";
import { blockScripts, fastForwardAnimations, holdScripts } from "../scripts-arrival";

/**
 * /search, the search on a page of its own (issue 30): its results are links in the page's Tab order,
 * and on a slow connection it says the search is loading (not that it needs JavaScript) and nothing
 * moves when the results come. Where scripts never come, see before-scripts.spec.ts.
 */

test("Tab goes from the field through the results, as links; the arrow keys move between them too", async ({
  page,
}) => {
  await visit(page, "/search?q=trust");
  const search = page.getByRole("search");
  const field = search.getByRole("searchbox", { name: "Search the site" });
  await expect(search.getByRole("status")).toContainText("for “trust”");
  const results = resultLinks(search);
  expect(await results.count()).toBeGreaterThan(2);

  await field.focus();
  await page.keyboard.press("Tab");
  await expect(results.first()).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(results.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(results.nth(2)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(field).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(results.first()).toBeFocused();
  const first = await results.first().getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === first);
});

test("on a slow connection it says the search is loading, and the results come without moving anything", async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page);
  await page.goto("/search?q=trust", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("main").getByText("Loading search…")).toBeVisible();
  await expect(page.getByText("Search needs JavaScript")).toBeHidden();
  // Seconds pass on a slow connection; the page still says only that the search is loading.
  await page.waitForTimeout(3_000);
  await expect(page.getByText("Search needs JavaScript")).toBeHidden();

  releaseScripts();
  await hydrated(page);
  const status = page.getByRole("search").getByRole("status");
  await expect(status).toContainText("for “trust”");
  await expect(page.getByRole("main").getByText("Loading search…")).toHaveCount(0);
  const shift = await layoutShiftOver(page, (await page.evaluate(() => performance.now())) + 1_000);
  expect(shift.score, `moved: ${shift.moved.join("; ")}`).toBeLessThanOrEqual(shiftBudget);
});

test("where the scripts never come, it stops saying it is loading and says the search needs JavaScript", async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/Failed to load resource/);
  await blockScripts(page);
  await page.goto("/search?q=trust");
  const main = page.getByRole("main");
  await expect(main.getByText("Loading search…")).toBeVisible();
  await expect(main.getByText("Search needs JavaScript")).toBeHidden();
  // 15 s on, at a hundred times the speed.
  await fastForwardAnimations(page);
  await expect(main.getByText("Search needs JavaScript")).toBeVisible();
  await expect(main.getByText("Loading search…")).toBeHidden();
  await main.getByRole("link", { name: "Browse the dictionary" }).click();
  await expect(page).toHaveURL(/\/dictionary$/);
});
