import { expect, test, visit } from "../fixtures";

test("searching the dictionary by term or definition, then reading a term", async ({ page }) => {
  await visit(page, "/dictionary");
  const search = page.getByRole("searchbox", { name: "Search legal terms" });
  // The search hides the entries that do not match (the list is the page's own HTML).
  const entries = page.locator("main h2:visible");
  const all = await entries.count();
  expect(all).toBeGreaterThan(80);
  await search.fill("ATTORNEY");
  await expect(entries.filter({ hasText: "Attorney-in-Fact" })).toBeVisible();
  await expect.poll(() => entries.count()).toBeLessThan(all);
  await expect(page).toHaveURL(/\/dictionary\?q=ATTORNEY$/);
  await search.fill("qqqqqqq");
  await expect(page.getByText("No terms found matching your search.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(entries).toHaveCount(all);
  await expect(search).toBeFocused();

  await search.fill("united states");
  await page.locator("main h2:visible").getByRole("link", { name: "United States" }).click();
  await expect(page).toHaveURL(/\/dictionary\/united-states$/);
  await expect(page.getByRole("heading", { name: "Supporting Sources" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Dictionary" }).click();
  // Back returns to the search as it was typed: it lives in the address.
  await expect(page).toHaveURL(/\/dictionary\?q=united\+states$/);
  await expect(search).toHaveValue("united states");
  await expect(entries.filter({ hasText: "United States" })).toBeVisible();
  await expect.poll(() => entries.count()).toBeLessThan(all);
});

test("an image source opens in a dialog titled '{term} example'; others open in a new tab", async ({ page }) => {
  await visit(page, "/dictionary/united-states");
  const external = page.locator("main a[target=_blank]").first();
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  await page.getByRole("button", { name: /28 U\.S\.C\. § 3002/ }).click();
  const dialog = page.getByRole("dialog", { name: "United States example" });
  await expect(dialog).toBeVisible();
  const image = dialog.getByRole("img");
  await expect(image).toBeVisible();
  // The picture arrives after the dialog opens: wait for it to load, then check it decoded.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("Share copies the share link and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    // Desktop Chromium on Linux has no share sheet; make sure the copy path is what runs.
    Object.defineProperty(navigator, "share", { value: undefined });
  });
  await visit(page, "/dictionary/trust");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  await expect(page.getByText("Share link copied to clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "https://www.cornerstonelawtrust.example/share/dictionary/trust.html",
  );
});

test("Share uses the device share sheet when there is one", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await visit(page, "/dictionary/trust");
  await page.getByRole("button", { name: "Share" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
    .toBe("https://www.cornerstonelawtrust.example/share/dictionary/trust.html");
});

test("the share page sends people on to the term", async ({ page }) => {
  await page.goto("/share/dictionary/trust.html");
  await expect(page).toHaveURL(/\/dictionary\/trust$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trust" })).toBeVisible();
});

test("term pages link other terms, including the automatic cross-links", async ({ page }) => {
  await visit(page, "/dictionary/holder-in-due-course");
  const links = await page
    .locator("main a[href^='/dictionary/']")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
  expect(links).toContain("/dictionary/negotiable-instrument");
});
