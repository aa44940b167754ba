import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "@site/chromium";

export interface Request {
  url: string;
  resourceType: string;
}

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Every request the page made while loading, for weighing what it downloaded. */
  requests: Request[];
}

/**
 * One performance report of a page, in the Chromium at `port`. Lighthouse sometimes fails to record a
 * load's trace in headless Chromium (NO_NAVSTART, NO_FCP) and asks to be run again: it is, twice at most.
 */
export async function lighthouseReport(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}, 3 times: ${lhr.runtimeError.message}`);
    console.log(`  Lighthouse failed on ${url} (${lhr.runtimeError.code}); running it again`);
  }
}

/**
 * Lighthouse's default mobile run (simulated slow 4G and a 4x slower CPU) in Debian's Chromium,
 * performance category only. Each page is measured `runs` times and the median score is kept,
 * because a single run on a shared machine swings by a few points.
 */
export async function runLighthouse(url: string, runs: number): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    // The pages are served over HTTPS with the throwaway certificate e2e/nginx/serve.ts makes.
    chromeFlags: [...chromiumArgs, "--headless=new", "--ignore-certificate-errors"],
  });
  try {
    const results: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await lighthouseReport(url, chrome.port);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const network = lhr.audits["network-requests"]?.details as { items?: Request[] } | undefined;
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audit("largest-contentful-paint"),
        cls: audit("cumulative-layout-shift"),
        tbtMs: audit("total-blocking-time"),
        requests: (network?.items ?? []).map(({ url, resourceType }) => ({ url, resourceType })),
      });
    }
    results.sort((a, b) => a.score - b.score);
    return results[Math.floor(results.length / 2)]!;
  } finally {
    chrome.kill();
  }
}
