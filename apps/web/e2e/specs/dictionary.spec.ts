import type { Page } from "@playwright/test";
import { expect, hydrated, test, visit } from "../fixtures";

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
  const source = page.getByRole("link", { name: "28 U.S.C. § 3002(15), as printed" });
  // The dialog's code loads on its own: until it has, the link simply opens the picture.
  await expect
    .poll(() => source.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
  await source.click();
  const dialog = page.getByRole("dialog", { name: "United States example" });
  await expect(dialog).toBeVisible();
  const image = dialog.getByRole("img");
  await expect(image).toBeVisible();
  // The picture arrives after the dialog opens: wait for it to load, then check it decoded.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Zoomed, the statute's small print is twice as large, and the dialog scrolls to it.
  const fitted = (await image.boundingBox())!.width;
  await dialog.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(fitted * 1.9);
  await expect(dialog.getByRole("link", { name: /Open full size/ })).toHaveAttribute("target", "_blank");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("without JavaScript an image source is a link to the picture", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/dictionary/united-states`);
  await page.getByRole("link", { name: "28 U.S.C. § 3002(15), as printed" }).click();
  await expect(page).toHaveURL(/\/media\/united-states-28-usc-3002\.svg$/);
  await context.close();
});

test("'Back to Dictionary' never leaves the site: from a page reached from elsewhere it opens the dictionary", async ({
  page,
  baseURL,
}) => {
  // Arrive from another site (a search engine): the tab's previous entry is not ours.
  await page.goto("about:blank");
  await page.goto(`${baseURL}/dictionary/trust`, { referer: "https://search.example/?q=trust" });
  await hydrated(page);
  await page.getByRole("link", { name: "Back to Dictionary" }).click();
  await expect(page).toHaveURL(`${baseURL}/dictionary`);
  await expect(page.getByRole("heading", { level: 1, name: "Words and Terms" })).toBeVisible();
  // Back from there returns to the term, still on the site.
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/dictionary/trust`);
});

// The configured production address is still a placeholder: share links use the page's own origin.
test("Share copies the share link and says so", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    // Desktop Chromium on Linux has no share sheet; make sure the copy path is what runs.
    Object.defineProperty(navigator, "share", { value: undefined });
  });
  await visit(page, "/dictionary/trust");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  await expect(page.getByText("Share link copied to clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/share/dictionary/trust.html`);
});

test("Share uses the device share sheet when there is one", async ({ page, baseURL }) => {
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
    .toBe(`${baseURL}/share/dictionary/trust.html`);
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

/** The dictionary's A–Z bar, shown. */
async function letterBar(page: Page) {
  const bar = page.getByRole("navigation", { name: "Terms by first letter" });
  await expect(bar).toBeVisible();
  return bar;
}

/** The first letter of each term the list shows, in order, once each. */
const shownLetters = (page: Page) =>
  page
    .locator("main li h2:visible")
    .evaluateAll((headings) => [
      ...new Set(
        headings
          .map((heading) => (heading.textContent ?? "").normalize("NFD").charAt(0).toUpperCase())
          .filter((letter) => /[A-Z]/.test(letter)),
      ),
    ]);

test("without JavaScript, the A–Z bar jumps to a letter's first term; letters without terms are not links", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/dictionary`);
  const bar = await letterBar(page);
  const linked = await bar.getByRole("link").allTextContents();
  expect(linked).toEqual(await shownLetters(page));
  // Every letter is in the bar; those with no terms are text.
  await expect(bar.getByRole("listitem")).toHaveCount(26);
  expect(linked.length).toBeLessThan(26);
  const letter = linked[Math.floor(linked.length / 2)]!;
  await bar.getByRole("link", { name: letter, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#letter-${letter.toLowerCase()}$`));
  const target = page.locator(`#letter-${letter.toLowerCase()}`);
  await expect(target.locator("h2")).toHaveText(new RegExp(`^${letter}`, "i"));
  // The term is in view, below the bar that stays at the top of the window.
  await expect(target).toBeInViewport();
  const [barBox, termBox] = [await bar.boundingBox(), await target.boundingBox()];
  expect(termBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height - 1);
  await context.close();
});

test("while the search filters the dictionary, the A–Z bar links only the letters it shows", async ({ page }) => {
  await visit(page, "/dictionary");
  const bar = await letterBar(page);
  await page.getByRole("searchbox", { name: "Search legal terms" }).fill("trust");
  await expect.poll(() => page.locator("main li h2:visible").count()).toBeLessThan(30);
  await expect.poll(async () => bar.getByRole("link").allTextContents()).toEqual(await shownLetters(page));
  const last = (await bar.getByRole("link").allTextContents()).at(-1)!;
  await bar.getByRole("link", { name: last, exact: true }).click();
  await expect(page.locator(`#letter-${last.toLowerCase()}`)).toBeInViewport();
});
