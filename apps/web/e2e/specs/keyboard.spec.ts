import { expect, menuIsOpen, menuToggle, test, visit } from "../fixtures";

test("the menu works from the keyboard", async ({ page }) => {
  await visit(page, "/about");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  // Below 768 px the navigation is folded into the menu.
  if (await menuToggle(page).isVisible()) {
    const toggle = menuToggle(page);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await menuIsOpen(page)).toBe(false);
  } else {
    const dictionary = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dictionary" });
    for (let i = 0; i < 20 && !(await dictionary.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(dictionary).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dictionary$/);
  }
});

test("a step dialog traps focus and gives it back", async ({ page }) => {
  await visit(page, "/diy-processes/affidavits-declarations");
  const trigger = page.getByRole("link", { name: "Start Step 2" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // A modal <dialog> makes the page inert: Tab stays in it (or passes through the browser's own
  // controls, as a native modal does), never on the page behind.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const where = await dialog.evaluate((el) =>
      el.contains(document.activeElement) ? "dialog" : document.activeElement === document.body ? "browser" : "page",
    );
    expect(where).not.toBe("page");
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("the FAQ accordion works from the keyboard", async ({ page }) => {
  await visit(page, "/faq");
  const questions = page.locator("main details > summary");
  const items = page.locator("main details");
  await questions.first().focus();
  await page.keyboard.press("Enter");
  await expect(items.first()).toHaveAttribute("open", "");
  // Tab passes through the open answer (its links) to the next question.
  while (!(await questions.nth(1).evaluate((el) => el === document.activeElement))) await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.first()).not.toHaveAttribute("open");
});
