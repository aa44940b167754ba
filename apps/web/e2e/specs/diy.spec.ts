import { expect, test, visit } from "../fixtures";

test("the process grid leads to a process, whose dialogs run through to 'Complete'", async ({ page }) => {
  await visit(page, "/diy-processes");
  await expect(page.getByRole("heading", { level: 1, name: "Stand on Your Own two Feet" })).toBeVisible();
  await expect(page.locator("main ol > li")).toHaveCount(7);
  await page.getByRole("link", { name: /Start Process: Declarations/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Declarations, Affidavits, Notifications, and Recordings",
  );

  await page.getByRole("link", { name: "Start Step 1" }).click();
  for (const step of [1, 2, 3]) {
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Step ${step}:`);
    await expect(dialog.locator("h2, h3").first()).toBeVisible();
    await dialog.getByRole("link", { name: `Go to Step ${step + 1}` }).click();
  }
  const last = page.getByRole("dialog");
  await expect(last).toContainText("Step 4:");
  await last.getByRole("link", { name: "Complete" }).click();
  await expect(page).toHaveURL(/\/diy-processes$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Back and Escape close a step; the dialog fits the screen and scrolls inside", async ({ page }) => {
  await visit(page, "/diy-processes/trust-estate-establishment");
  await page.getByRole("link", { name: "Start Step 1" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.height).toBeLessThanOrEqual(viewport.height * (viewport.width >= 768 ? 0.85 : 0.9) + 1);
  expect(box.width).toBeLessThanOrEqual(Math.min(viewport.width, 896) + 1);
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: "Start Step 3" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("placeholder steps say the content is coming", async ({ page }) => {
  await visit(page, "/diy-processes/private-transportation-authority");
  await page.getByRole("link", { name: "Start Step 2" }).click();
  await expect(page.getByRole("dialog")).toContainText("Content will be available soon.");
});

test("the EIN page's video overlay opens full screen and closes", async ({ page }) => {
  await visit(page, "/diy-processes/foreign-trust-ein");
  await expect(page.getByRole("heading", { name: "What You'll Learn" })).toBeVisible();
  await page.getByRole("link", { name: "Start" }).click();
  const overlay = page.getByRole("dialog", { name: "Filling Out the Application" });
  await expect(overlay).toBeVisible();
  // Measured once its opening animation has finished: mid-zoom it is narrower than it ends up.
  await overlay.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
  const box = (await overlay.boundingBox())!;
  // Full width of the window, give or take the scrollbar gutter the scroll lock keeps.
  expect(box.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 20);
  await expect(overlay).toContainText("Coming Soon");
  await overlay.getByRole("button", { name: "Close video" }).click();
  await expect(overlay).toBeHidden();
});

test("link cards lead on: resources of process 1, the tax video series", async ({ page }) => {
  await visit(page, "/diy-processes/affidavits-declarations");
  await page.getByRole("link", { name: "Open Resources" }).click();
  await expect(page).toHaveURL(/\/video-library\/affidavits$/);
  await visit(page, "/diy-processes/tax-liability-removal");
  await page.locator("main").getByRole("link", { name: /Watch/ }).click();
  await expect(page).toHaveURL(/\/video-library\/irs-taxes$/);
  await expect(page.getByText("25 videos available")).toBeVisible();
});

test("/diy/{id} sends visitors to the process page", async ({ page }) => {
  await page.goto("/diy/foreign-trust-ein");
  await expect(page).toHaveURL(/\/diy-processes\/foreign-trust-ein$/);
  await expect(page.getByRole("heading", { level: 1, name: "Foreign Trust EIN" })).toBeVisible();
});

test("lessons are in the page: without JavaScript a step's link shows its lesson in place, one at a time", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/diy-processes/affidavits-declarations");
  const lesson = page.locator("#step-2");
  await expect(lesson).toBeHidden();
  await page.getByRole("link", { name: "Start Step 2" }).click();
  await expect(page).toHaveURL(/#step-2$/);
  await expect(lesson).toBeInViewport();
  await expect(lesson).toContainText("Step 2: Making Your First Declaration");
  // Nothing that needs JavaScript is shown: the dialog's own Back and close controls are gone.
  await expect(lesson.getByRole("button")).toHaveCount(0);
  await lesson.getByRole("link", { name: "Go to Step 3" }).click();
  await expect(page.locator("#step-3")).toBeInViewport();
  await expect(lesson).toBeHidden();
  // The browser's Back shows the lesson before.
  await page.goBack();
  await expect(lesson).toBeVisible();
  await context.close();
});

test("a lesson is in the history: Back closes it and Forward opens it again, whichever step it went on to", async ({
  page,
}) => {
  await visit(page, "/diy-processes");
  await page.getByRole("link", { name: /Start Process: Declarations/ }).click();
  await page.getByRole("link", { name: "Start Step 1" }).click();
  await expect(page.getByRole("dialog", { name: /Step 1:/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/affidavits-declarations$/);
  await page.goForward();
  const dialog = page.getByRole("dialog", { name: /Step 1:/ });
  await expect(dialog).toBeVisible();
  // 'Go to Step N' moves within the lesson: Back still closes it, and Forward opens the step it was on.
  await dialog.getByRole("link", { name: "Go to Step 2" }).click();
  await expect(page.getByRole("dialog", { name: /Step 2:/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goForward();
  await expect(page.getByRole("dialog", { name: /Step 2:/ })).toBeVisible();
  // Its own Back button closes it as the browser's would: no entry is left behind.
  await page.getByRole("dialog").getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/affidavits-declarations$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/diy-processes$/);
});

test("a step's address shows its lesson in place; its card opens it as a dialog, which closes back to the page", async ({
  page,
}) => {
  await visit(page, "/diy-processes/affidavits-declarations#step-3");
  const lesson = page.locator("#step-3");
  await expect(lesson).toBeVisible();
  await expect(lesson).toContainText("Step 3: Create Your First Affidavit");
  expect(await page.evaluate(() => document.querySelector("dialog[open]"))).toBeNull();
  await page.getByRole("link", { name: "Start Step 1" }).click();
  const dialog = page.getByRole("dialog", { name: /Step 1:/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/affidavits-declarations#step-3$/);
  await expect(lesson).toBeVisible();
});
