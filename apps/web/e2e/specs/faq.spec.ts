import type { Page } from "@playwright/test";
import { expect, test, visit } from "../fixtures";

// The FAQ is the browser's own disclosures (<details name>): they work with or without JavaScript.
const questionsOf = (page: Page) => page.locator("main details > summary");
const itemsOf = (page: Page) => page.locator("main details");

test("the FAQ keeps one answer open at a time and can close it", async ({ page }) => {
  await visit(page, "/faq");
  const questions = questionsOf(page);
  const items = itemsOf(page);
  await expect(questions).toHaveCount(15);
  await questions.nth(0).click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await questions.nth(7).click();
  await expect(items.nth(7)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  const answers = page.locator("main [data-slot=accordion-content]");
  await expect(answers.nth(0)).toBeHidden();
  await expect(answers.nth(7)).toBeVisible();
  await expect(answers.nth(7)).toContainText("2025");
  await questions.nth(7).click();
  await expect(items.nth(7)).not.toHaveAttribute("open");
  await page.getByRole("link", { name: "Book Consultation" }).click();
  await expect(page).toHaveURL(/\/phone-consultation$/);
});

test("every answer is in the prerendered page and opens without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/faq");
  await expect(page.locator("main [data-slot=accordion-content]")).toHaveCount(15);
  await expect(page.getByText("Officers of the court include", { exact: false })).toBeHidden();
  await page.locator("main summary", { hasText: /officers? of the court/i }).click();
  await expect(page.getByText("Officers of the court include", { exact: false })).toBeVisible();
  await context.close();
});

test("an answer's address opens it, with or without JavaScript", async ({ browser, page }) => {
  await visit(page, "/faq#do-you-give-legal-advice");
  await expect(page.locator("#do-you-give-legal-advice")).toBeVisible();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto("/faq#do-you-give-legal-advice");
  await expect(noScript.locator("#do-you-give-legal-advice")).toBeVisible();
  await context.close();
});

test("links inside answers work", async ({ page }) => {
  await visit(page, "/faq");
  await page.locator("main summary", { hasText: /legal advice/i }).click();
  const answer = page.locator("main details[open] [data-slot=accordion-content]");
  await answer.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/phone-consultation$/);
});
