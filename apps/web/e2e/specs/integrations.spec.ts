import { expect, test, visit } from "../fixtures";

// Runs against the build whose site.yaml sets every third-party id (see e2e/run.ts).

test("the scheduler's script is added on entering the consultation page and removed on leaving", async ({ page }) => {
  await visit(page, "/phone-consultation");
  const script = page.locator('script[data-integration="scheduler"]');
  await expect(script).toHaveAttribute("src", "https://app.cal.com/embed/embed.js");
  // Its host is blocked here, as when offline: the page says how to book instead.
  await expect(page.getByRole("alert")).toContainText("The scheduler could not be loaded");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(script).toHaveCount(0);
});

test("the scheduler opens the 90-minute month view inline", async ({ page }) => {
  await page.route("https://app.cal.com/embed/embed.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__calLoaded = true;" }),
  );
  await visit(page, "/phone-consultation");
  await page.getByRole("button", { name: "Schedule Your Consultation" }).click();
  await expect(page.getByRole("region", { name: "Consultation scheduler" })).toBeVisible();
  const calls = await page.evaluate(
    () => (window as unknown as { Cal: { ns: Record<string, { q: unknown[][] }> } }).Cal.ns["90min"]!.q,
  );
  expect(calls).toContainEqual([
    "inline",
    expect.objectContaining({ calLink: "cornerstone/90min", config: { layout: "month_view" } }),
  ]);
});

test("the payment frame shows 'Can't load widget' when its host cannot be reached", async ({ page }) => {
  await visit(page, "/trust-donation");
  await expect(page.getByText("Can't load widget")).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("link", { name: "Back to trust services" })).toBeVisible();
});

test("the voice assistant loads by agent id after the page is idle and shows its element", async ({ page }) => {
  await page.route("https://unpkg.com/@elevenlabs/convai-widget-embed", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `customElements.define("elevenlabs-convai", class extends HTMLElement {
        connectedCallback() { this.textContent = "Assistant for " + this.getAttribute("agent-id"); }
      });`,
    }),
  );
  await visit(page, "/about");
  const widget = page.locator("elevenlabs-convai");
  await expect(widget).toHaveAttribute("agent-id", "e2e-agent");
  await expect(widget).toHaveText("Assistant for e2e-agent");
});

test("the voice assistant stays away quietly when its script is blocked", async ({ page }) => {
  await visit(page, "/about");
  await page.waitForTimeout(3000);
  expect(await page.locator("elevenlabs-convai").count()).toBe(0);
});
