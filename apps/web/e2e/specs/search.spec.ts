import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { expect, resultLinks, test, visit } from "../fixtures";

/**
 * The site search: the header's button (and `/`, Ctrl+K) opens the search dialog on every kind of
 * page, at phone, tablet and desktop width; results lead to the exact place; the index loads only when
 * the dialog opens; the dialog passes axe; hostile queries stay text; /search works with `?q=` and
 * says plainly what to do without JavaScript.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const axeSource = fs.readFileSync(path.join(appRoot, "node_modules/axe-core/axe.min.js"), "utf8");

/** The search button, once the page is live (before, it is a link to /search). */
const searchButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Search" });
/** The FAQ's open answers, by question: the answers are the browser's own disclosures (<details>). */
const openQuestions = (page: Page) => page.locator("main details[open] > summary");

async function openSearch(page: Page): Promise<Locator> {
  await searchButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog.getByRole("combobox", { name: "Search the site" })).toBeFocused();
  return dialog;
}

/** Resolves when the results for `query` are on screen (the count names the query). */
async function resultsFor(dialog: Locator, query: string) {
  await expect(dialog.getByRole("status")).toContainText(`for “${query}”`);
}

const pageTypes = [
  ["the home page", "/"],
  ["a content page", "/about"],
  ["the dictionary", "/dictionary"],
  ["a term", "/dictionary/trust"],
  ["the process list", "/diy-processes"],
  ["a process", "/diy-processes/affidavits-declarations"],
  ["the FAQ", "/faq"],
  ["the video library", "/video-library"],
  ["a video topic", "/video-library/irs-taxes"],
  ["a service page", "/services/private-trust"],
  ["an author's page", "/documents-templates"],
  ["the search page", "/search"],
] as const;

for (const [kind, route] of pageTypes) {
  test(`search from ${kind} leads to a term`, async ({ page }) => {
    await visit(page, route);
    const dialog = await openSearch(page);
    await page.keyboard.type("notary public");
    await resultsFor(dialog, "notary public");
    const first = dialog.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(first).toContainText("Notary Public");
    // The dialog fits the screen, field on top.
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await first.click();
    await expect(page).toHaveURL(/\/dictionary\/notary-public$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notary Public");
    await expect(dialog).toBeHidden();
  });
}

test("from the 404 page too", async ({ page, guard }) => {
  guard.allowConsoleError(/status of 404/);
  // The 404 page reads as not found at once; the router's own screen (which logs the path) follows.
  const routed = page.waitForEvent("console", (message) => message.text().startsWith("404: no page at"));
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Page not found/);
  await routed;
  const dialog = await openSearch(page);
  await page.keyboard.type("notary");
  await resultsFor(dialog, "notary");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dictionary\/notary-public$/);
});

test("keyboard only: / and Ctrl+K open it, arrows move, Enter follows, Escape closes", async ({ page }) => {
  await visit(page, "/about");
  await expect(searchButton(page)).toBeVisible();
  // Typed straight after the shortcut, while the dialog's code is still on its way: nothing is lost.
  await page.keyboard.press("/");
  await page.keyboard.type("notary");
  let dialog = page.getByRole("dialog", { name: "Search the site" });
  const field = dialog.getByRole("combobox", { name: "Search the site" });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("notary");
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.keyboard.press("Control+k");
  await expect(field).toBeFocused();
  await page.keyboard.type("licensed");
  await resultsFor(dialog, "licensed");
  const faq = dialog.getByRole("group", { name: "FAQ" });
  await expect(faq).toBeVisible();
  const options = dialog.getByRole("option");
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  await page.keyboard.press("ArrowUp");
  await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  const question = faq.getByRole("option", { name: /Are you licensed\?/ });
  for (let i = 0; i < count && (await question.getAttribute("aria-selected")) !== "true"; i++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(field).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/faq#are-you-licensed$/);
  await expect(openQuestions(page)).toHaveText(["Are you licensed?"]);
  await expect(page.locator("main details[open] > summary")).toBeInViewport();

  // From the FAQ itself, another question: the address changes and that one opens.
  await page.keyboard.press("/");
  dialog = page.getByRole("dialog", { name: "Search the site" });
  await page.keyboard.press("Control+a");
  await page.keyboard.type("legal advice");
  await resultsFor(dialog, "legal advice");
  await dialog.getByRole("group", { name: "FAQ" }).getByRole("option").first().click();
  await expect(page).toHaveURL(/\/faq#do-you-give-legal-advice$/);
  await expect(openQuestions(page)).toHaveText(["Do you give legal advice?"]);
});

test("Ctrl+K and ⌘K open the search from the dictionary's and a category's filter, where / types", async ({ page }) => {
  for (const [route, filter, shortcut] of [
    ["/dictionary", "Search legal terms", "Control+k"],
    ["/video-library/irs-taxes", "Search videos in this category", "Meta+k"],
  ] as const) {
    await visit(page, route);
    const field = page.getByRole("searchbox", { name: filter });
    await field.click();
    await page.keyboard.type("tax/");
    await expect(field).toHaveValue("tax/");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.keyboard.press(shortcut);
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    // Typed at once, while the dialog's code may still be on its way: for the search, not the filter.
    await page.keyboard.type("notary");
    await expect(dialog.getByRole("combobox", { name: "Search the site" })).toBeFocused();
    await expect(dialog.getByRole("combobox", { name: "Search the site" })).toHaveValue("notary");
    await expect(field).toHaveValue("tax/");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});

test("an FAQ result brings its question into view with the focus on it: from another page, on /faq, from /search", async ({
  page,
}) => {
  const question = page.locator("main details[open] > summary");
  const choose = async (query: string, name: RegExp) => {
    const dialog = await openSearch(page);
    await dialog.getByRole("combobox").fill(query);
    await resultsFor(dialog, query);
    await dialog.getByRole("group", { name: "FAQ" }).getByRole("option", { name }).click();
  };
  // The last question: far below the top of the page at any width.
  await visit(page, "/about");
  await choose("religious group", /^Are you a religious group\?/);
  await expect(page).toHaveURL(/\/faq#are-you-a-religious-group$/);
  await expect(question).toHaveText("Are you a religious group?");
  await expect(question).toBeFocused();
  await expect(question).toBeInViewport();

  // On the FAQ itself the address changes only its fragment.
  await page.evaluate(() => window.scrollTo(0, 0));
  await choose("anarchists", /^Are you anarchists\?/);
  await expect(page).toHaveURL(/\/faq#are-you-anarchists$/);
  await expect(question).toHaveText("Are you anarchists?");
  await expect(question).toBeFocused();
  await expect(question).toBeInViewport();

  await visit(page, "/search?q=titles%20of%20nobility");
  await resultLinks(page.getByRole("search"))
    .filter({ hasText: /^What is your position on titles of nobility\?/ })
    .click();
  await expect(question).toHaveText("What is your position on titles of nobility?");
  await expect(question).toBeFocused();
  await expect(question).toBeInViewport();
});

test("a step result opens its lesson from the process page itself", async ({ page }) => {
  await visit(page, "/diy-processes/affidavits-declarations");
  const dialog = await openSearch(page);
  await page.keyboard.type("record your first affidavit");
  await resultsFor(dialog, "record your first affidavit");
  await expect(dialog.getByRole("option").first()).toHaveAttribute("href", /#step-4$/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/diy-processes\/affidavits-declarations#step-4$/);
  await expect(page.getByRole("dialog", { name: /^Step 4: Record Your First Affidavit/ })).toBeVisible();
});

test("reopened, the search selects its last query, so typing replaces it", async ({ page }) => {
  await visit(page, "/maxims");
  const dialog = await openSearch(page);
  await page.keyboard.type("pasport");
  // A misspelling: the results are for "passport", and the status says so.
  await expect(dialog.getByRole("status")).toContainText("“pasport”");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const field = (await openSearch(page)).getByRole("combobox", { name: "Search the site" });
  await expect(field).toHaveValue("pasport");
  await page.keyboard.type("jurat");
  await expect(field).toHaveValue("jurat");
  await resultsFor(dialog, "jurat");
});

test("Escape gives focus back to the button", async ({ page }) => {
  await visit(page, "/maxims");
  await searchButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Search the site" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(searchButton(page)).toBeFocused();
});

test("a step's title finds that step, and its lesson opens on the process page", async ({ page }) => {
  await visit(page, "/");
  const dialog = await openSearch(page);
  await page.keyboard.type("first affidavit");
  await resultsFor(dialog, "first affidavit");
  const lesson = dialog.getByRole("group", { name: "Lessons" }).getByRole("option", { name: /Step 3: Create Your/ });
  await expect(lesson).toContainText("Declarations, Affidavits, Notifications, and Recordings");
  await lesson.click();
  await expect(page).toHaveURL(/\/diy-processes\/affidavits-declarations#step-3$/);
  await expect(page.getByRole("dialog", { name: /^Step 3: Create Your First Affidavit/ })).toBeVisible();
});

// Lessons are in the process page's HTML (each inside its step's dialog, which carries the
// searchTarget), so the index holds their words.
test("a query finds a word that appears only inside a step lesson", async ({ page }) => {
  const lessonFile = path.join(
    appRoot,
    "../../content/processes/affidavits-declarations/steps/03-create-your-first-affidavit.mdx",
  );
  const [, frontMatter, body] = fs.readFileSync(lessonFile, "utf8").split("---");
  expect(body).toContain("chronological");
  expect(frontMatter).not.toContain("chronological");

  await visit(page, "/dictionary");
  const dialog = await openSearch(page);
  await page.keyboard.type("chronological");
  await resultsFor(dialog, "chronological");
  const lesson = dialog.getByRole("group", { name: "Lessons" }).getByRole("option").first();
  await expect(lesson).toContainText("Step 3: Create Your First Affidavit");
  await expect(lesson.locator("mark")).toHaveText(/chronological/i);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/diy-processes\/affidavits-declarations#step-3$/);
  await expect(page.getByRole("dialog", { name: /^Step 3:/ })).toContainText("chronological");
});

test("a term's title ranks above pages that only mention it", async ({ page }) => {
  await visit(page, "/about");
  const dialog = await openSearch(page);
  await page.keyboard.type("trust");
  await resultsFor(dialog, "trust");
  await expect(dialog.getByRole("group").first()).toHaveAccessibleName("Dictionary");
  const first = dialog.getByRole("option").first();
  await expect(first.locator("span").first()).toHaveText("Trust");
  await expect(first).toHaveAttribute("href", "/dictionary/trust");
  await expect(first.locator("mark").first()).toHaveText(/trust/i);
});

test("a video topic is found and leads to its category", async ({ page }) => {
  await visit(page, "/about");
  const dialog = await openSearch(page);
  await page.keyboard.type("foreclosure");
  await resultsFor(dialog, "foreclosure");
  const video = dialog.getByRole("group", { name: "Videos" }).getByRole("option").first();
  await expect(video).toHaveAttribute("href", /^\/video-library\/[a-z0-9-]+$/);
  await video.click();
  await expect(page).toHaveURL(/\/video-library\/[a-z0-9-]+$/);
});

test("deep links open the place: #step-N shows that step, #<question-id> opens that question", async ({ page }) => {
  // The lesson reads in place, before the page is live and after (issue 30: no dialog under a reader).
  await visit(page, "/diy-processes/trust-estate-establishment#step-2");
  await expect(page.locator("#step-2")).toBeInViewport();
  await expect(page.locator("#step-2")).toContainText(/^Step 2: /);
  expect(await page.evaluate(() => document.querySelector("dialog[open]"))).toBeNull();

  await page.goto("/faq#are-you-officers-of-the-court");
  await expect(openQuestions(page)).toHaveText(["Are you officers of the court?"]);
  await expect(openQuestions(page)).toBeInViewport();
});

test("the dialog, Pagefind and the index load only when the search first opens", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await visit(page, "/dictionary/trust");
  await page.waitForLoadState("networkidle");
  expect(requested.filter((url) => url.startsWith("/pagefind/"))).toEqual([]);
  expect(requested.filter((url) => /site-search-dialog/.test(url))).toEqual([]);

  const dialog = await openSearch(page);
  await page.keyboard.type("affidavit");
  await resultsFor(dialog, "affidavit");
  expect(requested).toContain("/pagefind/pagefind.js");
  expect(requested.some((url) => /^\/pagefind\/wasm\.\w+\.pagefind$/.test(url))).toBe(true);
  expect(requested.some((url) => url.startsWith("/pagefind/index/"))).toBe(true);
});

test("the open dialog has no accessibility violation", async ({ page }) => {
  await visit(page, "/faq");
  const dialog = await openSearch(page);
  await page.keyboard.type("trust");
  await resultsFor(dialog, "trust");
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Element, options: object): Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
    };
    const result = await axe.run(document.querySelector("dialog[open]")!, {
      runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
    });
    return result.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }));
  });
  expect(violations).toEqual([]);
});

const hostile: [string, string][] = [
  ["regular-expression characters", ".*+?^${}()|[]\\"],
  ["markup", '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>'],
  ["10,000 characters", "x".repeat(10_000)],
];

for (const [kind, query] of hostile) {
  test(`the search takes ${kind} as text`, async ({ page }) => {
    await visit(page, "/about");
    const dialog = await openSearch(page);
    await dialog.getByRole("combobox").fill(query);
    // The words in it may well match ("script", "window"), or be corrected: what counts is that it stays text.
    await expect(dialog.getByRole("status")).toContainText(`“${query.slice(0, 40)}`);
    await expect(dialog.getByRole("combobox")).toHaveValue(query);
    expect(await dialog.locator("img, script").count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
}

test("/search?q= runs the query in the page, and its results lead on", async ({ page }) => {
  await visit(page, "/search?q=notary");
  const search = page.getByRole("search");
  await expect(search.getByRole("searchbox", { name: "Search the site" })).toHaveValue("notary");
  await expect(search.getByRole("status")).toContainText("for “notary”");
  await search.getByRole("searchbox").fill("power of attorney");
  await expect(search.getByRole("status")).toContainText("for “power of attorney”");
  await expect(page).toHaveURL(/\/search\?q=power\+of\+attorney$/);
  await search.getByRole("link", { name: /^Power of Attorney/ }).click();
  await expect(page).toHaveURL(/\/dictionary\/power-of-attorney$/);
});

test("without JavaScript the header's search is a link to /search, which says what to do instead", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/faq");
  const link = page.getByRole("banner").getByRole("link", { name: "Search" });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText("Search needs JavaScript")).toBeVisible();
  await expect(page.getByRole("searchbox")).toBeHidden();
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Browse the DIY processes" }).click();
  await expect(page).toHaveURL(/\/diy-processes$/);
  await page.goBack();
  await main.getByRole("link", { name: "Browse the dictionary" }).click();
  await expect(page).toHaveURL(/\/dictionary$/);
  await context.close();
});

test("the search runs under the site's Content-Security-Policy without a violation", async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto("/about");
  expect(response!.headers()["content-security-policy"]).toContain("'wasm-unsafe-eval'");
  const dialog = await openSearch(page);
  await page.keyboard.type("affidavit");
  await resultsFor(dialog, "affidavit");
  await expect(dialog.getByRole("option").first()).toBeVisible();
});
