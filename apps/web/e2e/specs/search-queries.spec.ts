import type { Locator, Page } from "@playwright/test";
import { loadContent } from "@site/content";
import { expect, resultLinks, test, visit } from "../fixtures";

/**
 * What visitors type, and what they must find first (issue 23): misspellings, the words visitors
 * use for the site's own (content/search.yaml), questions in plain words and a price, on the built
 * site's index. /search?q= runs the same search as the header's dialog.
 */

interface Expected {
  query: string;
  /** The first result's address; null: the search must say that nothing matched. */
  first: string | null;
  /** What the results are for, when the query is corrected. */
  correctedTo?: string;
}

const visitorQueries: Expected[] = [
  // Misspelt: the word meant, and the search says so.
  { query: "afidavit", correctedTo: "affidavit", first: "/dictionary/affidavit" },
  { query: "atorney", correctedTo: "attorney", first: "/dictionary/attorney-in-fact" },
  { query: "trustt", correctedTo: "trust", first: "/dictionary/trust" },
  { query: "pasport", correctedTo: "passport", first: "/dictionary/passport" },
  { query: "notry public", correctedTo: "notary public", first: "/dictionary/notary-public" },
  // The visitor's word for the site's: nobody on the site writes "price", the service page says "donation" and "USD".
  { query: "price", first: "/services/private-trust" },
  { query: "cost", first: "/services/private-trust" },
  { query: "email", first: "/contact" },
  { query: "POA", first: "/dictionary/power-of-attorney" },
  { query: "tax id", first: "/dictionary/ein" },
  // Questions in plain words.
  { query: "how do I record an affidavit", first: "/diy-processes/affidavits-declarations#step-4" },
  { query: "what is a trust", first: "/dictionary/trust" },
  { query: "do you give legal advice", first: "/faq#do-you-give-legal-advice" },
  // A price as written.
  { query: "$5,000", first: "/services/private-trust" },
  // No page has anything like it: nothing, rather than whatever shares its first letter.
  { query: "zzyzx", first: null },
];

const search = (page: Page) => page.getByRole("search");

async function searchPage(page: Page, query: string): Promise<Locator> {
  await visit(page, `/search?q=${encodeURIComponent(query)}`);
  return search(page);
}

for (const { query, first, correctedTo } of visitorQueries) {
  test(`“${query}” ${first ? `finds ${first} first` : "says that nothing matched"}`, async ({ page }) => {
    const results = await searchPage(page, query);
    const status = results.getByRole("status");
    if (first === null) {
      await expect(status).toHaveText(`No results for “${query}”`);
      await expect(resultLinks(results)).toHaveCount(0);
      await expect(results).toContainText("Check the spelling");
      return;
    }
    const searched = correctedTo ?? query;
    await expect(status).toContainText(`for “${searched}”`);
    if (correctedTo) {
      await expect(status).toContainText(`Showing`);
      await expect(status).toContainText(`No page has “${query}”.`);
    }
    await expect(resultLinks(results).first()).toHaveAttribute("href", first);
  });
}

test("a corrected query can be searched as typed instead, which finds nothing rather than junk", async ({ page }) => {
  await visit(page, "/about");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  const field = dialog.getByRole("combobox", { name: "Search the site" });
  await expect(field).toBeFocused();
  await page.keyboard.type("afidavit");
  await expect(dialog.getByRole("status")).toHaveText(
    /^Showing \d+ results for “affidavit”\. No page has “afidavit”\.$/,
  );
  await dialog.getByRole("button", { name: "Search for “afidavit” instead" }).click();
  await expect(dialog.getByRole("status")).toHaveText("No results for “afidavit”");
  await expect(dialog.getByRole("option")).toHaveCount(0);
  await expect(field).toBeFocused();
  // A new query is read forgivingly again.
  await page.keyboard.type(" trust");
  await expect(dialog.getByRole("status")).toContainText("for “affidavit trust”");
});

test("single letters are never searched nor marked", async ({ page }) => {
  const results = await searchPage(page, "schedule a");
  await expect(resultLinks(results).first()).toHaveAttribute("href", "/dictionary/schedule-a");
  const marks = await results.locator("mark").allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  expect(marks.filter((mark) => mark.replace(/[^\p{L}\p{N}]/gu, "").length < 2)).toEqual([]);
  // One letter alone waits for more.
  await results.getByRole("searchbox").fill("a");
  await expect(results.getByRole("status")).toHaveText("");
  await expect(resultLinks(results)).toHaveCount(0);
});

test("placeholder text is not indexed, and excerpts keep the spaces between words", async ({ page }) => {
  // Every video category without videos shows "Coming Soon" cards, and unwritten lessons say so.
  let results = await searchPage(page, "coming soon");
  for (const option of await resultLinks(results).all()) {
    await expect(option).not.toHaveAttribute("href", /^\/video-library\//);
    await expect(option).not.toContainText("Coming Soon");
  }
  results = await searchPage(page, "available soon");
  await expect(results.getByRole("status")).toHaveText("No results for “available soon”");
  // Pages with document cards, step dialogs and image viewers: their excerpts read as sentences.
  for (const query of ["template", "step", "printed"]) {
    results = await searchPage(page, query);
    await expect(results.getByRole("status")).toContainText(`for “${query}”`);
    for (const text of await resultLinks(results).allTextContents()) {
      // "DOCX Template3 KB", "BackGo to Step 2", "Zoom inOpen full size": words run together.
      expect(text).not.toMatch(/[a-z][A-Z][a-z]|[a-z]\d+ KB/);
    }
  }
});

/** A result as a visitor reads it: where it leads, its title, and its lines (title, context, excerpt) as shown. */
async function shownResults(results: Locator) {
  await expect(results.getByRole("status")).toContainText("for “");
  return resultLinks(results).evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute("href")!,
      text: (link as HTMLElement).innerText,
      marked: [...link.querySelectorAll("mark")].map((mark) => mark.textContent!),
    })),
  );
}

const wordsOf = (text: string) =>
  text
    .split(/[\s\p{P}\p{S}]+/u)
    .map((word) => word.toLowerCase())
    .filter(Boolean);

/**
 * A run of words said twice in a row, as "EIN" and then "EIN." read ("EIN EIN"). Across the end of
 * a sentence or a comma the page's own text may say it again ("Schedule A. Schedule A is…").
 */
function repeatedRun(text: string): string | undefined {
  const pieces = text.split(/\s+/).filter((piece) => wordsOf(piece).length > 0);
  const said = (from: number, length: number) =>
    pieces
      .slice(from, from + length)
      .flatMap(wordsOf)
      .join(" ");
  for (let length = 1; length <= 4; length++) {
    for (let at = 0; at + 2 * length <= pieces.length; at++) {
      const run = said(at, length);
      const runOn = /[\p{L}\p{N}]$/u.test(pieces[at + length - 1]!);
      if (runOn && run === said(at + length, length)) return run;
    }
  }
  return undefined;
}

/** The synonyms of content/search.yaml, each group as the words of its phrases as written. */
const synonymGroups = loadContent().snapshot!.collections.search[0]!.synonyms.map((group) => group.flatMap(wordsOf));
const groupOf = (word: string) => synonymGroups.find((group) => group.includes(word))!;

test("“ein” finds the EIN and the pages that say it or its synonyms, each shown once", async ({ page }) => {
  const shown = await shownResults(await searchPage(page, "ein"));
  expect(shown[0]!.href).toBe("/dictionary/ein");
  const group = groupOf("ein");
  for (const { href, text, marked } of shown) {
    expect(repeatedRun(text), `${href}: ${text}`).toBeUndefined();
    // Not "tax" in "taxpayer", nor "numbered": only the words the author listed, whole.
    for (const word of marked.flatMap(wordsOf)) expect(group, `${href} marks “${word}”`).toContain(word);
  }
});

test("“cal” finds the word Cal. and what is named with a word starting so, not every “called”", async ({ page }) => {
  const shown = await shownResults(await searchPage(page, "cal"));
  expect(shown.length).toBeGreaterThan(0);
  for (const { href, text, marked } of shown) {
    expect(repeatedRun(text), `${href}: ${text}`).toBeUndefined();
    const title = text.split("\n")[0]!;
    const named = wordsOf(title).some((word) => word.startsWith("cal"));
    expect(named || marked.flatMap(wordsOf).includes("cal"), `${href}: ${text}`).toBe(true);
  }
  expect(shown.map(({ text }) => text.split("\n")[0]).join(" ")).toContain("California");
});

test("“price” finds its synonyms as the author wrote them, not the estate “fee simple” nor USDOT", async ({ page }) => {
  const shown = await shownResults(await searchPage(page, "price"));
  expect(shown[0]!.href).toBe("/services/private-trust");
  const group = groupOf("price");
  for (const { href, text, marked } of shown) {
    expect(repeatedRun(text), `${href}: ${text}`).toBeUndefined();
    expect(text, href).not.toMatch(/\bfee[\s-]+simple\b/i);
    for (const word of marked.flatMap(wordsOf)) expect(group, `${href} marks “${word}”`).toContain(word);
  }
  // The pages that ask for fees are there, not only the donation pages.
  expect(shown.filter(({ marked }) => marked.some((word) => /^fees?\b/i.test(word))).length).toBeGreaterThan(0);
});
