import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { discoverRoutes } from "../../shots/routes";
import { expect, hydrated, test } from "../fixtures";
import { buildDirs } from "../servers";
import { siteRules, type Scripting, type SiteRule } from "../site-rules";

/**
 * The rules for the whole site (e2e/site-rules.ts) on every page of the build and every not-found
 * screen: one window per width and scripting, each route opened once in it and every rule that
 * applies there asked about it. A failure lists every page and rule at once.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const routes = discoverRoutes(path.join(appRoot, buildDirs.site, "client"));

interface Pass {
  width: number;
  scripting: Scripting;
  rules: SiteRule[];
}

const passes: Pass[] = [...new Set(siteRules.flatMap((rule) => rule.widths))]
  .sort((a, b) => a - b)
  .flatMap((width) =>
    (["js", "no-js"] as const).map((scripting) => ({
      width,
      scripting,
      rules: siteRules
        .filter((rule) => rule.widths.includes(width) && rule.scripting.includes(scripting))
        // Those that change the page last, so the others share one visit.
        .sort((a, b) => Number(!!a.changesPage) - Number(!!b.changesPage)),
    })),
  )
  .filter((pass) => pass.rules.length > 0);

async function open(page: Page, url: string, scripting: Scripting) {
  await page.goto(url);
  if (scripting === "js") await hydrated(page);
}

const pagesAtOnce = 3;

test.describe.configure({ mode: "parallel" });

for (const { width, scripting, rules } of passes) {
  test(`every route at ${width} px ${scripting === "js" ? "with" : "without"} JavaScript keeps the rules`, async ({
    browser,
    baseURL,
  }) => {
    // A ceiling, not an estimate: a second a page with scripts, half without, as if one at a time on a busy machine.
    test.setTimeout(30_000 + routes.length * (scripting === "js" ? 1_000 : 500) * rules.length);
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 800 : 900 },
      isMobile: width < 768,
      hasTouch: width < 1024,
      javaScriptEnabled: scripting === "js",
      reducedMotion: "reduce",
    });
    // Offline, as in every test: third parties show their fallbacks.
    await context.route(
      (url) => url.origin !== new URL(baseURL!).origin,
      (route) => route.abort("blockedbyclient"),
    );
    test.info().annotations.push(...rules.map((rule) => ({ type: "rule", description: rule.name })));
    // A few pages of the one window take turns at the routes: a page waiting on the network or on
    // hydration leaves the processor to the others.
    const found = new Map<string, string[]>();
    const queue = [...routes];
    const worker = async () => {
      const page = await context.newPage();
      for (let route = queue.shift(); route; route = queue.shift()) {
        const problems: string[] = [];
        let fresh = false;
        for (const rule of rules) {
          if (!fresh) await open(page, baseURL + route.path, scripting);
          fresh = !rule.changesPage;
          for (const problem of await rule.check(page, route))
            problems.push(`${route.path} (${rule.name}): ${problem}`);
        }
        found.set(route.path, problems);
      }
    };
    await Promise.all(Array.from({ length: pagesAtOnce }, worker));
    const problems = routes.flatMap((route) => found.get(route.path) ?? []);
    await context.close();
    expect(problems, `${problems.length} problems:\n${problems.join("\n")}`).toEqual([]);
  });
}
