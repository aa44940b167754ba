import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { siteRules } from "../site-rules";

/**
 * The site rules catch what they are about: each is asked about a page broken on purpose (a style
 * or an element added), so a rule that could never fail fails here.
 */
const rule = (name: string) => siteRules.find((candidate) => candidate.name.startsWith(name))!;
const route = { path: "/", notFound: false };
const addStyle = (page: Page, css: string) =>
  page.evaluate((text) => document.head.insertAdjacentHTML("beforeend", `<style>${text}</style>`), css);

test("each site rule fails on a page that breaks it", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    isMobile: true,
    javaScriptEnabled: false,
    // As the site rules are asked (a fade-in moves its block while it plays).
    reducedMotion: "reduce",
  });
  const page = await context.newPage();

  await page.goto(`${baseURL}/services`);
  expect(await rule("no text touches").check(page, route)).toEqual([]);
  await addStyle(page, "main li > div { padding-bottom: 3px !important }");
  expect(await rule("no text touches").check(page, route)).toContainEqual(
    expect.stringMatching(/"Learn more about Litigation" is 3 px from the border of <div>/),
  );
  await page.goto(`${baseURL}/resources`);
  await addStyle(page, "main li > div { gap: 2px !important }");
  expect(await rule("no text touches").check(page, route)).toContainEqual(
    expect.stringMatching(/ is \d px from the button <a> "View Processes"/),
  );

  await page.goto(`${baseURL}/litigation`);
  expect(await rule("no page is wider").check(page, route)).toEqual([]);
  await addStyle(page, "body { overflow-wrap: normal !important } main strong { white-space: nowrap }");
  expect(await rule("no page is wider").check(page, route)).toEqual([
    expect.stringMatching(/^\d+ px wide in a 375 px window: strong "contact@/),
  ]);

  await page.goto(`${baseURL}/faq`);
  await page.evaluate(() => document.querySelector("main")!.insertAdjacentHTML("beforeend", "<button>Open</button>"));
  expect(await rule("no control does nothing").check(page, route)).toEqual([
    'a button that needs JavaScript is shown: "Open"',
  ]);
  await addStyle(page, "footer li:first-child a { display: none }");
  expect(await rule("without JavaScript, on a phone, the footer").check(page, route)).toEqual([
    "the footer has no visible link to /about",
  ]);
  await addStyle(page, "header a span { white-space: normal !important; font-size: 2rem !important }");
  expect(await rule("the site name").check(page, route)).toEqual([expect.stringMatching(/takes [2-9] lines/)]);
  await addStyle(page, "header details { display: none !important }");
  expect(await rule("without JavaScript, on a phone, the menu").check(page, route)).toEqual([
    "the header's menu toggle is not shown",
  ]);

  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`${baseURL}/contact`);
  expect(await rule("an email address").check(page, route)).toEqual([]);
  await addStyle(page, "main strong { word-break: break-all !important }");
  expect(await rule("an email address").check(page, route)).toContainEqual(
    expect.stringMatching(/^contact@cornerstonelawtrust\.example breaks between "\w/),
  );
  await addStyle(
    page,
    "main strong { word-break: normal !important; display: block; white-space: nowrap; overflow: hidden }",
  );
  expect(await rule("an email address").check(page, route)).toContainEqual(
    expect.stringMatching(/is cut off by the edge of <strong>/),
  );

  await page.goto(`${baseURL}/about`);
  expect(await rule("the space above").check(page, route)).toEqual([]);
  await addStyle(page, "main h2 { margin-top: 5rem !important }");
  expect(await rule("the space above").check(page, route)).toEqual([
    expect.stringMatching(/^80 px more .* above "Welcome"/),
  ]);

  await page.goto(`${baseURL}/documents-templates`);
  expect(await rule("controls that do different things").check(page, route)).toEqual([]);
  await page.evaluate(() =>
    document.querySelectorAll("main button[disabled]").forEach((button) => button.removeAttribute("aria-label")),
  );
  expect(await rule("controls that do different things").check(page, route)).toEqual([
    expect.stringMatching(/^\d+ controls named "Not yet available" do different things$/),
  ]);

  await page.goto(`${baseURL}/dictionary`);
  expect(await rule("a page many windows tall").check(page, route)).toEqual([]);
  await addStyle(page, "main nav { display: none }");
  expect(await rule("a page many windows tall").check(page, route)).toEqual([
    expect.stringMatching(/windows tall, with no link to a place on the page/),
  ]);

  // Folded under 768 px (the specification's breakpoint), unfolded from there.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${baseURL}/services`);
    expect(await rule("the header keeps its parts apart").check(page, route)).toEqual([]);
    await addStyle(page, 'header a[href="/search"] { margin-inline-end: 6rem }');
    if (width === 375) await addStyle(page, "header a > span { display: none !important }");
    else await addStyle(page, "header nav li a { padding-inline: 0 !important } header nav ul { gap: 0 !important }");
    expect(await rule("the header keeps its parts apart").check(page, route)).toEqual(
      width === 375
        ? [
            "the navigation is folded into the menu, yet the site name is not shown beside the logo",
            expect.stringMatching(/^the search stands \d+ px from the menu$/),
          ]
        : expect.arrayContaining([
            '"About" and "Maxims of Law" are 0 px apart',
            expect.stringMatching(/^the search stands \d+ px from the navigation$/),
          ]),
    );
  }

  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto(`${baseURL}/no-such-page`);
  expect(await rule("the footer reaches").check(page, route)).toEqual([]);
  await addStyle(page, "body > div { min-height: 0 !important }");
  expect(await rule("the footer reaches").check(page, route)).toEqual([expect.stringMatching(/px above the bottom/)]);
  await context.close();
});
