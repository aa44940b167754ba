import type { Locator } from "@playwright/test";
import { expect, hydrated, test, visit } from "../fixtures";

/** A link that writes to the trust: its text is the address it writes to (from site.yaml). */
async function expectEmailLink(within: Locator) {
  const link = within.getByRole("link", { name: /@/ });
  await expect(link).toBeVisible();
  expect(await link.getAttribute("href")).toBe(`mailto:${await link.textContent()}`);
}

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

test("without JavaScript the scheduler's button is a link to its booking page", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/phone-consultation`);
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "Schedule Your Consultation" })).toBeHidden();
  await expect(main.getByRole("link", { name: /Schedule Your Consultation/ })).toHaveAttribute(
    "href",
    "https://app.cal.com/cornerstone/90min",
  );
  await context.close();
});

test("with JavaScript the scheduler's link is not shown, only the button that opens it here", async ({ page }) => {
  await page.route("https://app.cal.com/embed/embed.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__calLoaded = true;" }),
  );
  await visit(page, "/phone-consultation");
  await expect(page.getByRole("button", { name: "Schedule Your Consultation" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Schedule Your Consultation/ })).toBeHidden();
});

test("a scheduler that loads but never draws gives up after the time it states, with the email", async ({ page }) => {
  await page.clock.install();
  await page.route("https://app.cal.com/embed/embed.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__calLoaded = true;" }),
  );
  await visit(page, "/phone-consultation");
  await page.getByRole("button", { name: "Schedule Your Consultation" }).click();
  await expect(page.getByRole("region", { name: "Consultation scheduler" })).toContainText(
    "Loading the scheduler… (this can take up to 20 seconds)",
  );
  await page.clock.fastForward(15_000);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.clock.fastForward(5_000);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("The scheduler did not respond");
  await expectEmailLink(alert);
  await expect(page.getByRole("region", { name: "Consultation scheduler" })).toHaveCount(0);
});

test("the payment frame shows 'Can't load widget' and the email when its host cannot be reached", async ({ page }) => {
  await visit(page, "/trust-donation");
  const frameBox = page.locator("[data-status]");
  await expect(frameBox.getByText("Can't load widget")).toBeVisible({ timeout: 10_000 });
  await expectEmailLink(frameBox);
  await expect(page.getByRole("link", { name: "Back to trust services" })).toBeVisible();
});

test("a payment widget that loaded before the page hydrated is never replaced", async ({ page }) => {
  await page.clock.install();
  await page.route("https://nowpayments.io/embeds/payment-widget?**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Widget</title><p>Donate with crypto</p>" }),
  );
  // The app's code is held back until the widget has loaded, as on a slow phone with a fast widget.
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(
    (url) => /^\/assets\/entry\.client-/.test(url.pathname),
    async (route) => {
      await codeHeld;
      await route.fallback();
    },
  );
  await page.goto("/trust-donation");
  const widget = page.frameLocator('iframe[title="Cryptocurrency donation widget"]');
  await expect(widget.getByText("Donate with crypto")).toBeAttached();
  releaseCode();
  await hydrated(page);
  // Far past the frame's loading timeout (15 s).
  await page.clock.fastForward(60_000);
  await expect(page.locator('[data-status="loaded"]')).toBeVisible();
  await expect(page.getByText("Can't load widget")).toHaveCount(0);
  await expect(widget.getByText("Donate with crypto")).toBeVisible();
});

test("the voice assistant loads by agent id after the page is idle and shows its element", async ({ page }) => {
  await page.route("https://elevenlabs.io/convai-widget/index.js", (route) =>
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
