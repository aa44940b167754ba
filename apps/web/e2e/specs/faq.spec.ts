import { expect, test, visit } from "../fixtures";

test("the FAQ keeps one answer open at a time and can close it", async ({ page }) => {
  await visit(page, "/faq");
  const questions = page.locator("main h3 button");
  await expect(questions).toHaveCount(15);
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await questions.nth(7).click();
  await expect(questions.nth(7)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("region", { name: await questions.nth(7).innerText() })).toContainText("2025");
  await questions.nth(7).click();
  await expect(questions.nth(7)).toHaveAttribute("aria-expanded", "false");
  await page.getByRole("link", { name: "Book Consultation" }).click();
  await expect(page).toHaveURL(/\/phone-consultation$/);
});

test("links inside answers work", async ({ page }) => {
  await visit(page, "/faq");
  await page.getByRole("button", { name: /legal advice/i }).click();
  const answer = page.getByRole("region", { name: /legal advice/i });
  await answer.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/phone-consultation$/);
});
