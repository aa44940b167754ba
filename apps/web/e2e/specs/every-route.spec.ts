import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "../fixtures";
import { buildDirs } from "../servers";

/**
 * Every page of the sitemap, at phone and desktop width: it loads without errors, has one h1 and its
 * own title and canonical address, has no serious or critical accessibility violation (axe-core) and
 * no skipped heading level, and is photographed for people to look at (artifacts/screenshots, not
 * committed). That nothing moves while it loads is layout-shift.spec's.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const sitemap = fs.readFileSync(path.join(appRoot, buildDirs.site, "client/sitemap.xml"), "utf8");
const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));
const axeSource = fs.readFileSync(path.join(appRoot, "node_modules/axe-core/axe.min.js"), "utf8");

test.describe.configure({ mode: "parallel" });

for (const url of urls) {
  test(`${url.pathname}`, async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const response = await page.goto(url.pathname, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    // The prerendered content is in place in the HTML, not moved in later by a script.
    expect(await response!.text()).not.toContain('<div hidden id="S:');
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(/ \| Cornerstone Law Trust$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url.href);

    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
      }));
    });
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    // Headings never skip a level, so the outline a screen reader lists is whole.
    const skips = violations.filter((v) => v.id === "heading-order");
    expect(skips, JSON.stringify(skips, null, 2)).toEqual([]);

    const name = url.pathname === "/" ? "home" : url.pathname.slice(1).replace(/\//g, "__");
    await page.screenshot({
      path: path.join(appRoot, "../../artifacts/screenshots", testInfo.project.name, `${name}.png`),
      fullPage: true,
    });
  });
}
