import type { Page, Request } from "@playwright/test";
import { expect, hydrated, menuIsOpen, menuToggle, test, visit } from "../fixtures";

// The page's code for a route, as React Router's manifest on the page names it.
async function routeModule(page: Page, id: string): Promise<string> {
  return page.evaluate(
    (routeId) =>
      (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } })
        .__reactRouterManifest.routes[routeId]!.module,
    id,
  );
}

/** Makes the FAQ page's chunk unreachable and counts every request for it. */
async function blockFaqChunk(page: Page): Promise<{ requests: () => number; unblock: () => void }> {
  const chunk = await routeModule(page, "screens/faq/route");
  let count = 0;
  let blocked = true;
  await page.route(
    (url) => url.pathname === chunk,
    (route) => {
      count += 1;
      return blocked ? route.abort("failed") : route.fallback();
    },
  );
  return { requests: () => count, unblock: () => (blocked = false) };
}

/** Set on the page the test started on: gone after a full page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

/** The header's FAQ link, opening the menu first where the window is narrow enough to fold it away. */
async function faqLink(page: Page) {
  const menu = menuToggle(page);
  if ((await menu.isVisible()) && !(await menuIsOpen(page))) await menu.click();
  return page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" });
}

test.describe("a page whose code cannot be downloaded", () => {
  test.beforeEach(({ guard }) => {
    // The blocked chunk is reported by the browser; that is the situation under test.
    guard.allowConsoleError(/Failed to load resource|ERR_FAILED/);
  });

  test("is loaded as a normal page after a couple of retries", async ({ page }) => {
    await visit(page, "/");
    const chunk = await blockFaqChunk(page);
    await markDocument(page);
    const fullLoad = page.waitForRequest((request: Request) => request.isNavigationRequest());
    // A chunk that stays broken after the full load is covered below; here the server has it again.
    void fullLoad.then(chunk.unblock);

    await (await faqLink(page)).click();
    expect(new URL((await fullLoad).url()).pathname).toBe("/faq");
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    await hydrated(page);
    expect(await isSameDocument(page)).toBe(false);
    // Intent preload, first try and two retries at most, before the full load.
    expect(chunk.requests()).toBeLessThanOrEqual(5);
  });

  test("keeps the page on screen and says so, with 'Try again', when the site cannot be reached either", async ({
    page,
  }) => {
    await visit(page, "/");
    const chunk = await blockFaqChunk(page);
    let pageRequests = 0;
    await page.route(
      (url) => url.pathname === "/faq",
      (route) => {
        pageRequests += 1;
        return route.abort("internetdisconnected");
      },
    );
    await markDocument(page);

    await (await faqLink(page)).click();
    const notice = page.getByRole("alert");
    await expect(notice).toContainText("That page could not be loaded.");
    // The page being read stays, as it was, at its own address.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cornerstone Law Trust" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveAttribute("data-variant", "home");
    // No storm: the requests stop once the notice is up.
    await page.waitForTimeout(3000);
    expect(chunk.requests()).toBeLessThanOrEqual(4);
    expect(pageRequests).toBe(1);
    expect(await isSameDocument(page)).toBe(true);

    // Back online: trying again reaches the page.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    chunk.unblock();
    await notice.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("offline, a page whose code is already here is not replaced by an error either", async ({ page, context }) => {
    await visit(page, "/");
    await (await faqLink(page)).click();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Cornerstone Law Trust" })).toBeVisible();
    await markDocument(page);

    await context.setOffline(true);
    await (await faqLink(page)).click();
    await expect(page.getByRole("alert")).toContainText("That page could not be loaded.");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cornerstone Law Trust" })).toBeVisible();
    await page.getByRole("alert").getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);

    await context.setOffline(false);
    await (await faqLink(page)).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test("is not fetched again and again while the pointer rests on its link", async ({ page }) => {
    await visit(page, "/");
    const chunk = await blockFaqChunk(page);
    await markDocument(page);
    await (await faqLink(page)).hover();
    await page.waitForTimeout(2000);
    await page.mouse.move(0, 0);
    await (await faqLink(page)).hover();
    await page.waitForTimeout(1000);
    expect(chunk.requests()).toBeLessThanOrEqual(1);
    expect(await isSameDocument(page)).toBe(true);
  });
});
