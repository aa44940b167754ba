import { expect, test, visit } from "../fixtures";

test("the FAQ keeps one answer open at a time and can close it", async ({ page }) => {
  await visit(page, "/faq");
  const questions = page.locator("main h2 button");
  await expect(questions).toHaveCount(15);
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await questions.nth(7).click();
  await expect(questions.nth(7)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  const answers = page.locator("main [data-accordion-content]");
  await expect(answers.nth(0)).toBeHidden();
  await expect(answers.nth(7)).toBeVisible();
  await expect(page.getByRole("region", { name: await questions.nth(7).innerText() })).toContainText("2025");
  await questions.nth(7).click();
  await expect(questions.nth(7)).toHaveAttribute("aria-expanded", "false");
  await page.getByRole("link", { name: "Book Consultation" }).click();
  await expect(page).toHaveURL(/\/phone-consultation$/);
});

test("every answer is in the prerendered page, and all show without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/faq");
  const regions = page.locator("main [data-accordion-content]");
  await expect(regions).toHaveCount(15);
  for (const region of await regions.all()) await expect(region).toBeVisible();
  await expect(page.getByText("Officers of the court include", { exact: false })).toBeVisible();
  await context.close();
});

test("links inside answers work", async ({ page }) => {
  await visit(page, "/faq");
  await page.getByRole("button", { name: /legal advice/i }).click();
  const answer = page.getByRole("region", { name: /legal advice/i });
  await answer.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/phone-consultation$/);
});
