import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { collections } from "@site/content";
import { expect, hydrated, menuIsOpen, menuToggle, test, visit } from "../fixtures";
import { buildDirs } from "../servers";

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..", buildDirs.site, "client");

/** Each section whose entries have pages (the registry's routes), at an address no entry has. */
const sectionNotFound = collections.flatMap(({ page }) => {
  const section = /^\/([^/]+)\/:id$/.exec(page?.path ?? "")?.[1];
  return section ? [{ address: `/${section}/no-such-entry`, section }] : [];
});

/** The heading an unknown entry of `section` shows: the not-found page the build wrote for it, or the site's. */
function notFoundHeading(section = ""): string {
  const own = path.join(client, section, "404.html");
  const page = fs.readFileSync(fs.existsSync(own) ? own : path.join(client, "404.html"), "utf8");
  return /<h1[^>]*>([^<]+)<\/h1>/.exec(page)![1]!;
}

test.describe("navigation", () => {
  test("the header reaches every section, through the menu where it is folded (below 768 px)", async ({ page }) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const folded = await menuToggle(page).isVisible();
    expect(folded).toBe(page.viewportSize()!.width < 768);
    if (folded) {
      await expect(nav).toBeHidden();
      await menuToggle(page).click();
    }
    await nav.getByRole("link", { name: "Maxims of Law" }).click();
    await expect(page).toHaveURL(/\/maxims$/);
    await expect(page.getByRole("heading", { level: 1, name: "Maxims of Law" })).toBeVisible();
    if (folded) {
      await expect(nav).toBeHidden();
      expect(await menuIsOpen(page)).toBe(false);
    }
    await page.getByRole("link", { name: "Cornerstone Law Trust" }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("from 768 px the header shows its seven links and 'Work with us' in one row, none cut or overlapping", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "tablet", "widths set here, from the tablet's 768 px");
    for (const path of ["/", "/services"]) {
      for (const width of [767, 768, 900, 1023, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await visit(page, path);
        const nav = page.getByRole("navigation", { name: "Main" });
        await expect(menuToggle(page)).toBeVisible({ visible: width < 768 });
        if (width < 768) continue;
        const links = nav.getByRole("link");
        await expect(links).toHaveCount(8);
        const boxes = await links.evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return {
              text: element.textContent,
              left: box.left,
              right: box.right,
              top: box.top,
              scrolls: element.scrollWidth > element.clientWidth,
            };
          }),
        );
        const where = `${path} at ${width} px: ${JSON.stringify(boxes)}`;
        expect(
          boxes.map((box) => box.text),
          where,
        ).toContain("Work with us");
        for (const [i, box] of boxes.entries()) {
          expect(box.left, where).toBeGreaterThanOrEqual(0);
          expect(box.right, where).toBeLessThanOrEqual(width);
          expect(box.scrolls, where).toBe(false);
          expect(Math.abs(box.top - boxes[0]!.top), where).toBeLessThan(4);
          if (i > 0) expect(box.left, where).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 0.5);
        }
        // Nothing in the bar overlaps the links: the search button and the logo end before they start.
        const search = (await page.getByRole("banner").getByRole("button", { name: "Search" }).boundingBox())!;
        expect(search.x + search.width, where).toBeLessThanOrEqual(boxes[0]!.left + 0.5);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
      }
    }
  });

  test("the home hero's logo leads to About", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "About Cornerstone Law Trust" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
  });

  test("a new page starts at the top; back and forward restore the position", async ({ page }) => {
    await visit(page, "/dictionary");
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const before = await page.evaluate(() => window.scrollY);
    const link = page.locator("main h2 a").nth(12);
    await link.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await link.click();
    await expect(page).toHaveURL(/\/dictionary\/.+/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/dictionary$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(Math.min(before, scrolledTo) - 50);
    await page.goForward();
    await expect(page).toHaveURL(/\/dictionary\/.+/);
  });

  test("the footer carries the disclaimer and the year on every page", async ({ page }) => {
    for (const path of ["/", "/faq", "/dictionary/trust"]) {
      await visit(page, path);
      await expect(page.getByRole("contentinfo")).toContainText("All transactions with the trust are donations");
      await expect(page.getByRole("contentinfo")).toContainText("2025");
    }
  });
});

test.describe("not-found screens", () => {
  test("an unknown path gets the 404 page with status 404, and its path is logged", async ({ page, guard }) => {
    guard.allowConsoleError(/status of 404/);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    // The 404 page is rendered at "/", but it is not the home page: dark header text on a light page.
    await expect(page.locator("header")).toHaveAttribute("data-variant", "default");
    await expect.poll(() => warnings.some((w) => w.includes("/no-such-page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the 404 page reads without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.locator("header")).toHaveAttribute("data-variant", "default");
    await context.close();
  });

  test("some sections with entry pages have a not-found page of their own", () => {
    const headings = new Set(sectionNotFound.map(({ section }) => notFoundHeading(section)));
    expect(headings.size).toBeGreaterThan(1);
  });
  for (const { address, section } of sectionNotFound) {
    test(`${address} shows its section's not-found page`, async ({ page, guard }) => {
      guard.allowConsoleError(/status of 404/);
      const heading = notFoundHeading(section);
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    });
  }

  test("without JavaScript, each section's unknown address gets the section's own not-found page", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { address, section } of sectionNotFound) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), address).toHaveText(notFoundHeading(section));
      // One segment deeper is no entry of the section: the site's own 404 page.
      const deeper = await page.goto(`${address}/more`);
      expect(deeper?.status(), `${address}/more`).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), `${address}/more`).toHaveText(notFoundHeading());
    }
    await context.close();
  });

  for (const [path, canonical, heading] of [
    ["/dictionary/United%20States", "/dictionary/united-states", "United States"],
    ["/dictionary/TRUST", "/dictionary/trust", "Trust"],
    ["/services/Private-Trust", "/services/private-trust", "Private Trust Formation"],
  ] as const) {
    test(`${path}, served its section's not-found page, goes on to ${canonical}`, async ({ page, guard }) => {
      guard.allowConsoleError(/status of 404/);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${canonical}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }

  test("an unknown term reached in-app shows 'Term Not Found' too", async ({ page, guard }) => {
    // The term's data (and page) are asked for, and do not exist: the browser reports the 404s.
    guard.allowConsoleError(/status of 404/);
    await visit(page, "/dictionary");
    // No content links to a missing term, so navigate in-app the way the router hears a history change.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/dictionary/not-a-term");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1, name: "Term Not Found" })).toBeVisible();
  });
});
