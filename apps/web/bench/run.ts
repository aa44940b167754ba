import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureBuildScale } from "./build-scale";
import { measureFrameworkFloor } from "./framework-floor";
import { runLighthouse } from "./lighthouse-run";
import { weighPage } from "./page-weight";
import { measureSiteSearch, type SiteSearchFigures } from "./site-search";

/**
 * `pnpm bench`: builds the site (real and 10x synthetic content), serves the real build through the
 * repository's nginx config, measures five pages with Lighthouse, times the dictionary search and
 * the site search (index build, what a query downloads, keystroke to results, on both builds), weighs the framework alone (the floor under every page's JavaScript), then prints tables, checks
 * the budgets and writes bench-results/bench.json. Not part of the tests:
 * a missed budget is reported, and only a failure to measure exits non-zero.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.resolve(appRoot, "../../bench-results");
const port = 4390;
const httpPort = 4391;
// nginx as deployed: HTTPS (a throwaway certificate, which Lighthouse's Chromium is told to accept).
const origin = `https://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages = {
  home: "/",
  dictionary: "/dictionary",
  term: "/dictionary/trust",
  process: "/diy-processes/affidavits-declarations",
  "video category": "/video-library/irs-taxes",
};
const budgets = { jsGzip: 90 * 1024, score: 95, lcpMs: 2000, cls: 0.05, buildRatio: 3, searchKeystrokeMs: 100 };

console.log("Building the site on the real and the 10x synthetic content…");
const scale = await measureBuildScale(appRoot, (buildDir, contentDir) =>
  measureSiteSearch(buildDir, contentDir, port + 2),
);
const siteSearch = scale.inspected;
const floor = await measureFrameworkFloor(appRoot);

console.log(`Serving the build through nginx and running Lighthouse (${runs} runs per page)…`);
const server = await startNginx();
const pageFigures: Record<
  string,
  ReturnType<typeof weighPage> & Omit<Awaited<ReturnType<typeof runLighthouse>>, "requests">
> = {};
try {
  for (const [name, route] of Object.entries(pages)) {
    const { requests, ...lighthouse } = await runLighthouse(origin + route, runs);
    pageFigures[name] = { ...weighPage(path.join(appRoot, "build/client"), origin, requests), ...lighthouse };
  }
} finally {
  server.kill("SIGTERM");
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? "" : " ✗");
console.log("\nPages (first load; JS and CSS gzip; Lighthouse mobile, median of runs)");
console.table(
  Object.fromEntries(
    Object.entries(pageFigures).map(([name, p]) => [
      name,
      {
        "JS gz": kb(p.jsGzip) + mark(p.jsGzip <= budgets.jsGzip),
        "CSS gz": kb(p.cssGzip),
        HTML: kb(p.htmlBytes),
        "HTML gz": kb(p.htmlGzip),
        score: `${p.score}${mark(p.score >= budgets.score)}`,
        LCP: `${(p.lcpMs / 1000).toFixed(2)} s${mark(p.lcpMs < budgets.lcpMs)}`,
        CLS: `${p.cls.toFixed(3)}${mark(p.cls < budgets.cls)}`,
        TBT: `${Math.round(p.tbtMs)} ms`,
      },
    ]),
  ),
);
console.log(
  `Before any site code (production bundles, gzip): React hydrating a page ${kb(floor.reactGzip)}; ` +
    `React + React Router's framework runtime ${kb(floor.reactAndRouterGzip)}` +
    (floor.reactAndRouterGzip > budgets.jsGzip ? ` — already over the ${kb(budgets.jsGzip)} budget` : ""),
);
console.log("Build and content check (wall time; peak memory of the whole process tree)");
console.table({
  real: row(scale.real),
  "10x synthetic": row(scale.tenfold),
});
console.log(
  `10x/real build time: ${scale.ratio.toFixed(2)}x (budget < ${budgets.buildRatio}x)${mark(scale.ratio < budgets.buildRatio)}`,
);
printSiteSearch(siteSearch);

const missed = [
  ...Object.entries(pageFigures).flatMap(([name, p]) => [
    ...(p.jsGzip > budgets.jsGzip ? [`${name}: first-load JS ${kb(p.jsGzip)} > 90 KB`] : []),
    ...(p.score < budgets.score ? [`${name}: Lighthouse ${p.score} < ${budgets.score}`] : []),
    ...(p.lcpMs >= budgets.lcpMs ? [`${name}: LCP ${(p.lcpMs / 1000).toFixed(2)} s >= 2.0 s`] : []),
    ...(p.cls >= budgets.cls ? [`${name}: CLS ${p.cls.toFixed(3)} >= 0.05`] : []),
  ]),
  ...(scale.ratio >= budgets.buildRatio ? [`10x build ${scale.ratio.toFixed(2)}x the real build`] : []),
  ...Object.entries(siteSearch).flatMap(([name, figures]) =>
    figures.keystrokeToResults.medianMs > budgets.searchKeystrokeMs
      ? [
          `site search (${name}): last keystroke to results ${figures.keystrokeToResults.medianMs.toFixed(0)} ms > 100 ms`,
        ]
      : [],
  ),
];
console.log(missed.length === 0 ? "\nEvery budget met." : `\nBudgets missed:\n  ${missed.join("\n  ")}`);

fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, "bench.json");
fs.writeFileSync(
  file,
  JSON.stringify(
    { date: new Date().toISOString(), runs, budgets, pages: pageFigures, floor, scale, siteSearch, missed },
    null,
    2,
  ),
);
console.log(`Wrote ${path.relative(process.cwd(), file)}`);

function printSiteSearch(figures: Record<"real" | "tenfold", SiteSearchFigures>) {
  const label = (name: string) => (name === "real" ? "real" : "10x synthetic");
  console.log("Site search (Pagefind): index build over the built pages, median of 3");
  console.table(
    Object.fromEntries(
      Object.entries(figures).map(([name, f]) => [
        label(name),
        {
          pages: f.pages,
          "build ms": Math.round(f.indexBuild.ms),
          "index KB": kb(f.indexBuild.bytes),
          files: f.indexBuild.files,
        },
      ]),
    ),
  );
  console.log(
    "Site search: a fresh visitor's first query (index = entry, metadata, word chunks and the fragments of the " +
      "pages shown; engine = the WebAssembly plus pagefind.js and its worker gzip, the same for every query)",
  );
  console.table(
    Object.entries(figures).flatMap(([name, f]) =>
      f.firstQuery.map((q) => ({
        content: label(name),
        query: q.query,
        "index KB": kb(q.indexBytes),
        "engine KB": kb(q.wasmBytes + q.jsGzipBytes),
        requests: q.requests,
        "last key → results": `${Math.round(q.lastKeyToResultsMs)} ms`,
      })),
    ),
  );
  for (const [name, f] of Object.entries(figures)) {
    const k = f.keystrokeToResults;
    console.log(
      `Site search (${label(name)}): last keystroke to results in Chromium, median ${k.medianMs.toFixed(0)} ms, ` +
        `p95 ${k.p95Ms.toFixed(0)} ms, max ${k.maxMs.toFixed(0)} ms (${k.samples} typed queries, a key every 120 ms; ` +
        `budget: median ≤ ${budgets.searchKeystrokeMs} ms)${mark(k.medianMs <= budgets.searchKeystrokeMs)}`,
    );
  }
}

function row(figures: typeof scale.real) {
  return {
    pages: figures.pages,
    "build s": figures.build.seconds.toFixed(1),
    "build peak MiB": Math.round(figures.build.peakMiB),
    "content check s": figures.contentCheck.seconds.toFixed(2),
  };
}

async function startNginx() {
  const child = spawn("tsx", ["e2e/nginx/serve.ts"], {
    cwd: appRoot,
    env: { ...process.env, PORT: String(port), HTTP_PORT: String(httpPort), BUILD_DIR: "build" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      // Plain HTTP answers with the redirect to HTTPS once nginx is up.
      if ((await fetch(`http://127.0.0.1:${httpPort}/robots.txt`, { redirect: "manual" })).status === 301) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGTERM");
  throw new Error("nginx did not start");
}
