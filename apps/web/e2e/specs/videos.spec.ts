import { expect, test, visit } from "../fixtures";

test("the video library searches topics and leads to a category", async ({ page, isMobile }) => {
  await visit(page, "/video-library");
  const cards = page.locator("main ul > li:visible");
  const count = await cards.count();
  expect(count).toBe(34);
  const banking = page.locator("main a[href='/video-library/banking']");
  await expect(banking).toContainText("35 videos");
  await expect(banking.getByText("View Videos →")).toBeVisible({ visible: !isMobile });
  await page.getByRole("searchbox", { name: "Search topics" }).fill("amendment");
  await expect.poll(() => cards.count()).toBeLessThan(count);
  await page.locator("main a[href='/video-library/second-amendment']").click();
  await expect(page.getByText("1 video available")).toBeVisible();
});

test("a category without embeds shows its placeholders in a 1/2/3-column grid and filters by title", async ({
  page,
}) => {
  await visit(page, "/video-library/courts");
  await expect(page.getByText("38 videos available")).toBeVisible();
  const cards = page.locator("main ul > li");
  await expect(cards).toHaveCount(38);
  await expect(cards.first()).toContainText("Coming Soon");
  await expect(cards.first()).toContainText("Part of the Courts series");
  const tops = await cards.evaluateAll((items) =>
    items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  const width = page.viewportSize()!.width;
  const columns = new Set(tops).size === 1 ? 3 : tops[0] === tops[1] ? 2 : 1;
  expect(columns).toBe(width >= 1024 ? 3 : width >= 640 ? 2 : 1);
  const search = page.getByRole("searchbox", { name: "Search videos in this category" });
  await search.fill("VIDEO 3");
  await expect(cards).toHaveCount(10);
  await search.fill("   ");
  await expect(cards).toHaveCount(38);
  await page.getByRole("link", { name: "Back to Video Library" }).click();
  await expect(page).toHaveURL(/\/video-library$/);
});
