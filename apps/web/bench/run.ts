import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureBuildScale } from "./build-scale";
import { ContentError, contentGraph } from "@site/content";
import { measureAuthoringLoop } from "./authoring-loop";
import { measureBootstrapDeferral } from "./bootstrap-deferral";
import { measureContentNew } from "./content-new";
import { weighFirstLoads } from "./first-load";
import { measureFrameworkFloor } from "./framework-floor";
import { measureHostileContent } from "./hostile-content";
import { runLighthouse } from "./lighthouse-run";
import { weighPage } from "./page-weight";
import { measureSiteSearch, type SiteSearchFigures } from "./site-search";
import { describeStoryTests, measureStoryTests } from "./storybook-tests";

/**
 * `pnpm bench`: builds the site on the real and on 10x synthetic content (CPU, wall time, peak
 * memory), weighs each page's first-load JavaScript on both builds against the framework alone,
 * measures the site search on both, serves the real build through the repository's nginx config
 * and runs Lighthouse on six pages, times the authoring loop in `pnpm dev`, `pnpm content new` and the
 * content check on hostile content, and runs the story tests (every story in Chromium); then prints
 * tables, checks the budgets and writes bench-results/bench.json. Not
 * part of the tests: a missed budget is reported, and only a failure to measure exits non-zero.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.resolve(appRoot, "../../bench-results");
const port = 4390;
const httpPort = 4391;
// nginx as deployed: HTTPS (a throwaway certificate, which Lighthouse's Chromium is told to accept).
const origin = `https://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages: Record<string, string> = {
  home: "/",
  dictionary: "/dictionary",
  term: "/dictionary/trust",
  process: "/diy-processes/affidavits-declarations",
  "video category": "/video-library/irs-taxes",
  faq: "/faq",
};
const budgets = {
  /** First-load JavaScript above the framework floor (React and React Router alone). */
  siteJsGzip: 15 * 1024,
  /** How much more a page may ship when the content is ten times larger. */
  tenfoldJsGrowth: 2 * 1024,
  score: 95,
  lcpMs: 2000,
  cls: 0.05,
  buildRatio: 3,
  searchKeystrokeMs: 100,
  authoringMedianMs: 150,
  authoringMaxMs: 400,
  hostileCheckSeconds: 10,
  storyTestsSeconds: 120,
  /** `pnpm content new`: its placeholders printed and the new entry checked (issue 31). */
  contentNewSeconds: 2,
};

const floor = await measureFrameworkFloor(appRoot);
const jsBudget = floor.reactAndRouterGzip + budgets.siteJsGzip;

console.log("Building the site on the real and the 10x synthetic content…");
const scale = await measureBuildScale(appRoot, async (buildDir, contentDir) => ({
  firstLoad: await weighFirstLoads(buildDir, samePagesIn(contentDir)),
  siteSearch: await measureSiteSearch(buildDir, contentDir, port + 2),
}));
const siteSearch = { real: scale.inspected.real.siteSearch, tenfold: scale.inspected.tenfold.siteSearch };
const firstLoad = { real: scale.inspected.real.firstLoad, tenfold: scale.inspected.tenfold.firstLoad };

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

console.log(`Measuring what the deferred bootstrap buys (Lighthouse mobile on ${pages.process}, ${runs} runs each)…`);
const deferral = await measureBootstrapDeferral(path.join(appRoot, "build"), pages.process!, runs);

console.log("Timing the authoring loop (pnpm dev, a page open in Chromium, 8 saves of each file)…");
const authoring = await measureAuthoringLoop(appRoot, 8, port + 3);

console.log("Timing `pnpm content new term` (start-up, placeholders and the check of the new entry, 5 runs)…");
const contentNew = await measureContentNew(appRoot, 5);

console.log("Checking content made to exhaust the check…");
const hostile = measureHostileContent(appRoot);

console.log("Running the story tests (pnpm storybook:test)…");
const storyTests = await measureStoryTests();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? "" : " ✗");
console.log(
  `\nFirst-load JavaScript, gzip, in Chromium (budget: the framework floor ${kb(floor.reactAndRouterGzip)} + ` +
    `${kb(budgets.siteJsGzip)} = ${kb(jsBudget)}; with 10x content at most ${kb(budgets.tenfoldJsGrowth)} more)`,
);
console.table(
  Object.fromEntries(
    Object.keys(pages).map((name) => {
      const real = firstLoad.real[name]!.jsGzip;
      const tenfold = firstLoad.tenfold[name]!.jsGzip;
      return [
        name,
        {
          real: kb(real) + mark(real <= jsBudget),
          "site code": kb(real - floor.reactAndRouterGzip),
          "10x content": kb(tenfold),
          growth: kb(tenfold - real) + mark(tenfold - real <= budgets.tenfoldJsGrowth),
        },
      ];
    }),
  ),
);
console.log("\nPages (first load; JS and CSS gzip; Lighthouse mobile, median of runs)");
console.table(
  Object.fromEntries(
    Object.entries(pageFigures).map(([name, p]) => [
      name,
      {
        "JS gz": kb(p.jsGzip) + mark(p.jsGzip <= jsBudget),
        "CSS gz": kb(p.cssGzip),
        HTML: kb(p.htmlBytes),
        "HTML br": kb(p.htmlBrotli),
        "+ boot br": kb(p.htmlBrotli + p.bootBrotli),
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
    ".",
);
console.log("Build and content check (CPU = user + system of every process; peak memory of the whole process tree)");
console.table({
  real: row(scale.real),
  "10x synthetic": row(scale.tenfold),
});
console.log(
  `10x/real build time: ${scale.ratio.toFixed(2)}x (budget < ${budgets.buildRatio}x)${mark(scale.ratio < budgets.buildRatio)}`,
);
printSiteSearch(siteSearch);
printFrameworkGlue();
console.log(
  `Authoring loop (write to new text in the open page; budget: median ≤ ${budgets.authoringMedianMs} ms, ` +
    `max ≤ ${budgets.authoringMaxMs} ms)`,
);
console.table(
  Object.fromEntries(
    authoring.map((loop) => [
      loop.name,
      {
        "median ms": `${Math.round(loop.medianMs)}${mark(loop.medianMs <= budgets.authoringMedianMs)}`,
        "max ms": `${Math.round(loop.maxMs)}${mark(loop.maxMs <= budgets.authoringMaxMs)}`,
        samples: loop.samples.map(Math.round).join(" "),
      },
    ]),
  ),
);
console.log(
  `pnpm content new term: median ${contentNew.medianSeconds.toFixed(2)} s (CPU ${contentNew.medianCpuSeconds.toFixed(2)} s), max ${contentNew.maxSeconds.toFixed(2)} s (budget: ${budgets.contentNewSeconds} s)`,
);
console.log(
  `Content check on hostile content (each refused with its message, budget < ${budgets.hostileCheckSeconds} s)`,
);
console.table(
  Object.fromEntries(
    Object.entries(hostile).map(([name, figure]) => [
      name,
      {
        seconds: `${figure.seconds.toFixed(1)}${mark(figure.seconds < budgets.hostileCheckSeconds && figure.refused)}`,
        message: figure.message,
      },
    ]),
  ),
);
console.log(
  `Story tests (budget < ${budgets.storyTestsSeconds} s): ${describeStoryTests(storyTests)}` +
    mark(storyTests.seconds < budgets.storyTestsSeconds),
);

const missed = [
  ...Object.keys(pages).flatMap((name) => {
    const real = firstLoad.real[name]!.jsGzip;
    const growth = firstLoad.tenfold[name]!.jsGzip - real;
    return [
      ...(real > jsBudget ? [`${name}: first-load JS ${kb(real)} > ${kb(jsBudget)}`] : []),
      ...(growth > budgets.tenfoldJsGrowth ? [`${name}: 10x content adds ${kb(growth)} of JS`] : []),
    ];
  }),
  ...authoring.flatMap((loop) => [
    ...(loop.medianMs > budgets.authoringMedianMs
      ? [`authoring ${loop.name}: median ${Math.round(loop.medianMs)} ms`]
      : []),
    ...(loop.maxMs > budgets.authoringMaxMs ? [`authoring ${loop.name}: max ${Math.round(loop.maxMs)} ms`] : []),
  ]),
  ...Object.entries(pageFigures).flatMap(([name, p]) => [
    ...(p.score < budgets.score ? [`${name}: Lighthouse ${p.score} < ${budgets.score}`] : []),
    ...(p.lcpMs >= budgets.lcpMs ? [`${name}: LCP ${(p.lcpMs / 1000).toFixed(2)} s >= 2.0 s`] : []),
    ...(p.cls >= budgets.cls ? [`${name}: CLS ${p.cls.toFixed(3)} >= 0.05`] : []),
  ]),
  ...(contentNew.medianSeconds > budgets.contentNewSeconds
    ? [`content new: median ${contentNew.medianSeconds.toFixed(2)} s`]
    : []),
  ...(scale.ratio >= budgets.buildRatio ? [`10x build ${scale.ratio.toFixed(2)}x the real build`] : []),
  ...(storyTests.seconds >= budgets.storyTestsSeconds ? [`story tests took ${storyTests.seconds.toFixed(0)} s`] : []),
  ...Object.entries(hostile).flatMap(([name, figure]) => [
    ...(!figure.refused ? [`hostile content (${name}): not refused with a message`] : []),
    ...(figure.seconds >= budgets.hostileCheckSeconds
      ? [`hostile content (${name}): content check took ${figure.seconds.toFixed(1)} s`]
      : []),
  ]),
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
    {
      date: new Date().toISOString(),
      runs,
      budgets,
      floor,
      firstLoad,
      pages: pageFigures,
      scale: { real: scale.real, tenfold: scale.tenfold, ratio: scale.ratio },
      siteSearch,
      authoring,
      contentNew,
      deferral,
      hostile,
      storyTests,
      missed,
    },
    null,
    2,
  ),
);
console.log(`Wrote ${path.relative(process.cwd(), file)}`);

/**
 * The code between content and screens beyond React Router's public API, and what each piece of
 * react-router-internals.ts buys.
 */
function printFrameworkGlue() {
  const glue = [
    "app/components/content-html.tsx",
    "app/react-router-internals.ts",
    "postbuild/prerendered-page.ts",
    "app/navigation",
  ];
  const lines = (file: string): number =>
    fs.statSync(file).isDirectory()
      ? fs.readdirSync(file).reduce((sum, name) => sum + lines(path.join(file, name)), 0)
      : fs.readFileSync(file, "utf8").split("\n").length;
  console.log("Glue between content, screens and React Router (lines)");
  console.table(Object.fromEntries(glue.map((file) => [file, lines(path.join(appRoot, file))])));
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    "react-router-internals.ts, what each piece buys:\n" +
      `- the deferred bootstrap (JavaScript fetched after the first paint), ${pages.process} on Lighthouse mobile: ` +
      `FCP ${s(deferral.deferred.fcpMs)} against ${s(deferral.eager.fcpMs)} loading as React Router does, ` +
      `TTI ${s(deferral.deferred.ttiMs)} against ${s(deferral.eager.ttiMs)}, ` +
      `TBT ${Math.round(deferral.deferred.tbtMs)} against ${Math.round(deferral.eager.tbtMs)} ms;\n` +
      "- React Router's inline scripts in a module file, its loader data as a data block: script-src 'self' with no inline exception;\n" +
      "- the route modules of an address (routeModuleUrls): a page whose code fails to download is loaded in full, not the page being left.",
  );
}

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

/**
 * The measured pages as they exist in a build's content: the synthetic content has entries of its
 * own, so a term page there is its first term's, and so on.
 */
function samePagesIn(contentDir: string | undefined): Record<string, string> {
  if (!contentDir) return pages;
  const result = contentGraph(contentDir).run();
  if (!result.snapshot) throw new ContentError(result.issues);
  const { routes } = result.snapshot;
  return Object.fromEntries(
    Object.entries(pages).map(([name, route]) => {
      if (routes.includes(route)) return [name, route];
      const section = route.slice(0, route.lastIndexOf("/") + 1);
      const same = routes.find((candidate) => candidate.startsWith(section) && candidate.length > section.length);
      if (!same) throw new Error(`bench: the content in ${contentDir} has no page like ${route}`);
      return [name, same];
    }),
  );
}

function row(figures: typeof scale.real) {
  return {
    pages: figures.pages,
    "build s": figures.build.seconds.toFixed(1),
    "build CPU s": figures.build.cpuSeconds.toFixed(1),
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
