import { e2eVideoCategory, e2eVideos } from "../configured-content";
import { expect, hydrated, test } from "../fixtures";
import { layoutShiftOver, shiftBudget } from "../layout-shift";

/**
 * A category with videos of both shapes (the configured build lists them, see configured-content.ts),
 * with the video host blocked as in every test: the order is new on each visit but never seen to
 * change, portrait and landscape players share rows without holes, and a player that cannot load
 * says so in words.
 */
const url = `/video-library/${e2eVideoCategory}`;
const titles = e2eVideos.map(([title]) => title);

/** Run before the page's own scripts: every order of the list's titles a painted frame showed. */
function recordShownOrders() {
  const seen = new Set<string>();
  (window as unknown as { shownOrders: Set<string> }).shownOrders = seen;
  const sample = () => {
    const list = document.querySelector("main ul");
    if (list && getComputedStyle(list).visibility === "visible") {
      seen.add([...list.querySelectorAll("h2")].map((heading) => heading.textContent).join(" | "));
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 800 }, isMobile: width < 768, hasTouch: width < 768 });

    test("the videos come in a new order on each visit, never seen to change, without shifting the page", async ({
      page,
    }) => {
      await page.addInitScript(recordShownOrders);
      const orders = new Set<string>();
      for (let visit = 0; visit < 4; visit++) {
        await page.goto(url);
        const shift = await layoutShiftOver(page);
        expect(shift.score, shift.moved.join("; ")).toBeLessThanOrEqual(shiftBudget);
        const shown = await page.evaluate(() => [...(window as unknown as { shownOrders: Set<string> }).shownOrders]);
        expect(shown, "the list was painted in more than one order").toHaveLength(1);
        expect(shown[0]!.split(" | ").sort()).toEqual([...titles].sort());
        orders.add(shown[0]!);
      }
      expect(orders.size, "four visits showed the same order").toBeGreaterThan(1);
    });

    test("portrait and landscape players share rows without holes, and an offline player says so", async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      const cards = page.locator("main ul > li");
      await expect(cards).toHaveCount(titles.length);
      // The video host is blocked: every player, once it comes near (players load lazily), says it
      // could not load, in words.
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        await expect(card.getByText("This video could not be loaded.")).toBeVisible();
      }
      const boxes = await cards.evaluateAll((items) =>
        items.map((item) => {
          const frame = item.querySelector("[data-status]")!.getBoundingClientRect();
          const card = item.firstElementChild!.getBoundingClientRect();
          return { top: Math.round(card.top), height: card.height, frameHeight: frame.height };
        }),
      );
      const rows = new Map<number, typeof boxes>();
      for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
      for (const row of rows.values()) {
        if (row.length < 2) continue;
        const heights = row.map((box) => box.frameHeight);
        expect(Math.max(...heights) - Math.min(...heights), "players of one row differ in height").toBeLessThanOrEqual(
          1,
        );
        const cardHeights = row.map((box) => box.height);
        expect(Math.max(...cardHeights) - Math.min(...cardHeights)).toBeLessThanOrEqual(1);
      }
      if (width >= 1024) expect(rows.size).toBe(Math.ceil(titles.length / 3));
    });
  });
}

test("without JavaScript the category lists every video", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route(
    (address) => address.origin !== new URL(baseURL!).origin,
    (route) => route.abort("blockedbyclient"),
  );
  const page = await context.newPage();
  await page.goto(baseURL + url);
  await expect(page.locator("main ul > li")).toHaveCount(titles.length);
  await expect(page.locator("main ul")).toBeVisible();
  await context.close();
});
