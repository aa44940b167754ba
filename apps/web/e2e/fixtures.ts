import { test as base, expect, type ConsoleMessage, type Locator, type Page } from "@playwright/test";
import { pageIsHydrated } from "./hydration";

export { expect };

interface Guard {
  /** Lets console errors matching this pattern through (e.g. the 404 status of a not-found page). */
  allowConsoleError(pattern: RegExp): void;
}

const isThirdParty = (url: string, base: string) => {
  try {
    const { protocol, origin } = new URL(url);
    return (protocol === "http:" || protocol === "https:") && origin !== new URL(base).origin;
  } catch {
    return false;
  }
};

/**
 * Every test: requests to any host but the site are blocked (third parties must fail gracefully
 * offline), and any uncaught page error or console error fails the test.
 */
export const test = base.extend<{ guard: Guard }>({
  guard: [
    async ({ page, context, baseURL }, use, testInfo) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      await context.route("**/*", (route) =>
        isThirdParty(route.request().url(), baseURL!) ? route.abort("blockedbyclient") : route.fallback(),
      );
      page.on("pageerror", (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
      page.on("console", (message: ConsoleMessage) => {
        if (message.type() !== "error") return;
        const { url } = message.location();
        const text = message.text();
        // The browser reports each blocked third-party request; those are the point of the test.
        if (/ERR_BLOCKED_BY_CLIENT|ERR_FAILED/.test(text) && isThirdParty(url, baseURL!)) return;
        if (allowed.some((pattern) => pattern.test(text))) return;
        problems.push(`console.error: ${text} (${url})`);
      });
      await use({ allowConsoleError: (pattern) => allowed.push(pattern) });
      if (problems.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The page reported errors:\n${problems.join("\n")}`);
      }
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the prerendered page (see `pageIsHydrated`). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(pageIsHydrated);
}

/**
 * The phone menu's toggle: the summary of the header's disclosure (a `<details>`, so it opens without
 * JavaScript too). Browsers expose it as a disclosure button; Playwright's roles do not know it.
 */
export function menuToggle(page: Page) {
  return page.locator("header details > summary");
}

/** Whether the phone menu is open. */
export function menuIsOpen(page: Page): Promise<boolean> {
  return page.locator("header details").evaluate((details: HTMLDetailsElement) => details.open);
}

export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** The results /search shows in its search landmark: links, in groups ("Dictionary", "DIY processes", …). */
export function resultLinks(search: Locator): Locator {
  return search.getByRole("group").getByRole("link");
}
