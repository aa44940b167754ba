import { expect, test, visit } from "../fixtures";

const inputs: [string, string][] = [
  ["regular-expression characters", ".*+?^${}()|[]\\"],
  ["markup", '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>'],
  ["10,000 characters", "x".repeat(10_000)],
];

const searchBoxes = [
  ["/dictionary", "Search legal terms", "No terms found matching your search."],
  ["/video-library", "Search topics", "No topics found matching your search."],
  ["/video-library/banking", "Search videos in this category", "No videos found matching your search."],
] as const;

for (const [path, label, empty] of searchBoxes) {
  for (const [kind, value] of inputs) {
    test(`${label} on ${path} takes ${kind} as plain text`, async ({ page }) => {
      await visit(page, path);
      const box = page.getByRole("searchbox", { name: label });
      await box.fill(value);
      await expect(page.getByText(empty)).toBeVisible();
      await expect(box).toHaveValue(value);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator("main img[src='x']").count()).toBe(0);
    });
  }
}

const oddPaths: [string, string, RegExp][] = [
  ["malformed percent-encoding", "/dictionary/%E0%A4%A", /Term Not Found/],
  ["malformed encoding in a process id", "/diy-processes/%", /Process Not Found|Oops! Page not found/],
  ["a 5,000-character path", `/${"a".repeat(5000)}`, /Oops! Page not found/],
  ["markup in the path", "/%3Cscript%3Ealert(1)%3C%2Fscript%3E", /Oops! Page not found/],
  ["an upper-case path", "/DICTIONARY", /Words and Terms/],
  ["an upper-case term", "/dictionary/UNITED-STATES", /United States/],
  ["a trailing slash", "/about/", /About/],
  ["a trailing slash on a term", "/dictionary/trust/", /Trust/],
];

for (const [kind, path, heading] of oddPaths) {
  test(`${kind} never blanks the page`, async ({ page, guard }) => {
    guard.allowConsoleError(/status of (404|400)/);
    const response = await page.goto(path);
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator('header nav[aria-label="Main"]')).toBeAttached();
  });
}
