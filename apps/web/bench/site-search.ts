import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { ContentError, contentGraph } from "@site/content";
import { chromiumArgs, chromiumPath } from "@site/chromium";
import { chromium, type Page } from "playwright-core";
import { writeSearchIndex, type SearchIndexFigures } from "../postbuild/search-index";
import { createSiteServer } from "../server/static-server";

/**
 * What visitors type: terms, a process, a lesson subject, an FAQ word, a topic, misspellings (corrected
 * against the lexicon), a word said with synonyms (several Pagefind searches), a question, one with no match.
 */
const typicalQueries = [
  "trust",
  "affidavit",
  "notary public",
  "power of attorney",
  "court",
  "passport",
  "afidavit",
  "notry public",
  "price",
  "how do I record an affidavit",
  "zzyzx",
];
const typingDelayMs = 120;

export interface DownloadFigures {
  query: string;
  /** Index files (entry, metadata, word chunks, the fragments of the pages shown), as served. */
  indexBytes: number;
  /** Pagefind's WebAssembly, as served (it is compressed already). */
  wasmBytes: number;
  /** pagefind.js and its worker, gzipped as the web server sends them. */
  jsGzipBytes: number;
  requests: number;
  /** From the last keystroke to the results, for this first query of a fresh visit. */
  lastKeyToResultsMs: number;
}

export interface SiteSearchFigures {
  pages: number;
  /** Index build time, median of three runs over the built pages. */
  indexBuild: SearchIndexFigures;
  /** A fresh visitor's first query: everything the search downloads for it. */
  firstQuery: DownloadFigures[];
  /** After the first query, from the last keystroke of a typed query to its results on screen. */
  keystrokeToResults: { samples: number; medianMs: number; p95Ms: number; maxMs: number };
}

/**
 * Measures the site search on a built site: how long its index takes to build, what a typical
 * query downloads, and how fast results follow typing in Chromium (the built site served locally).
 */
export async function measureSiteSearch(buildDir: string, contentDir: string | undefined, port: number) {
  const client = path.join(buildDir, "client");
  const result = contentGraph(contentDir).run();
  if (!result.snapshot) throw new ContentError(result.issues);
  const { routes, collections } = result.snapshot;

  const builds: SearchIndexFigures[] = [];
  for (let run = 0; run < 3; run++) {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-search-"));
    try {
      builds.push(await writeSearchIndex(client, routes, collections.search[0]!, out));
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }
  builds.sort((a, b) => a.ms - b.ms);

  const server = createSiteServer(client);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    // A first visit warms the browser itself up (process start, compilers), which no visitor waits for twice.
    const warmUp = await browser.newPage();
    await openWhenLive(warmUp, origin);
    await typeAndTime(warmUp, "law", { openFirst: true });
    await warmUp.close();

    const firstQuery: DownloadFigures[] = [];
    for (const query of typicalQueries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // Most of the index is fetched by Pagefind's worker: requests are counted, sizes read from disk.
      const fetched: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/pagefind/")) fetched.push(pathname);
      });
      await openWhenLive(page, origin);
      const lastKeyToResultsMs = await typeAndTime(page, query, { openFirst: true });
      await page.waitForLoadState("networkidle");
      firstQuery.push({ ...downloads(query, fetched, client), lastKeyToResultsMs });
      await context.close();
    }

    const page = await browser.newPage();
    await openWhenLive(page, origin);
    await typeAndTime(page, "estate", { openFirst: true });
    const latencies: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const query of typicalQueries) {
        await page.keyboard.press("Control+a");
        await page.keyboard.press("Backspace");
        latencies.push(await typeAndTime(page, query, { openFirst: false }));
      }
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    return {
      pages: routes.length,
      indexBuild: builds[1]!,
      firstQuery,
      keystrokeToResults: { samples: latencies.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) },
    } satisfies SiteSearchFigures;
  } finally {
    await browser.close();
    server.close();
  }
}

async function openWhenLive(page: Page, origin: string) {
  await page.goto(`${origin}/about`);
  await page.getByRole("banner").getByRole("button", { name: "Search" }).waitFor();
}

/**
 * Types the query as a person does, a key every 120 ms (after `/` to open the search when asked),
 * and returns the time from the last key to the moment the results for the whole query are on
 * screen (the status names the query: its results, or the corrected query's), measured in the page.
 */
async function typeAndTime(page: Page, query: string, { openFirst }: { openFirst: boolean }) {
  await page.evaluate(resultsTimer(query));
  if (openFirst) await page.keyboard.press("/");
  await page.keyboard.type(query, { delay: typingDelayMs });
  return page.evaluate(async () => {
    const bench = (window as unknown as { __searchBench: { lastKey: number; shown: Promise<number> } }).__searchBench;
    return (await bench.shown) - bench.lastKey;
  });
}

/**
 * In the page: notes the time of each key, and resolves `__searchBench.shown` once the field holds
 * the whole query and the status names it. Not before: a corrected prefix ("power of attorne") names
 * the query before its last key, whose results are then on screen as that key is pressed. Sent as
 * text: a function would carry the TypeScript runner's helpers into the page.
 */
const resultsTimer = (query: string) => `(() => {
  const expected = ${JSON.stringify(query)};
  const bench = { lastKey: 0 };
  document.addEventListener("keydown", () => (bench.lastKey = performance.now()), { capture: true });
  bench.shown = new Promise((resolve) => {
    const check = () => {
      const typed = document.querySelector('dialog[open] input[type="search"]')?.value;
      const status = document.querySelector('dialog[open] [role="status"]');
      if (typed !== expected || !status?.textContent?.includes("“" + expected + "”")) return;
      observer.disconnect();
      document.removeEventListener("input", check, { capture: true });
      resolve(performance.now());
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    document.addEventListener("input", check, { capture: true });
  });
  window.__searchBench = bench;
})()`;

/** Sizes as served: the index and WebAssembly files are compressed by Pagefind, scripts by the server. */
function downloads(query: string, fetched: string[], client: string): Omit<DownloadFigures, "lastKeyToResultsMs"> {
  const figures = { query, indexBytes: 0, wasmBytes: 0, jsGzipBytes: 0, requests: fetched.length };
  for (const pathname of new Set(fetched)) {
    const file = fs.readFileSync(path.join(client, decodeURIComponent(pathname)));
    if (pathname.endsWith(".js")) figures.jsGzipBytes += gzipSync(file).length;
    else if (pathname.includes("/wasm.")) figures.wasmBytes += file.length;
    else figures.indexBytes += file.length;
  }
  return figures;
}

// `tsx bench/site-search.ts [build folder]`: these figures alone, on a build of the real content.
if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? "")) {
  const figures = await measureSiteSearch(path.resolve(process.argv[2] ?? "build"), undefined, 0);
  console.table(
    figures.firstQuery.map(({ query, requests, lastKeyToResultsMs }) => ({
      query,
      requests,
      "last key → results ms": Math.round(lastKeyToResultsMs),
    })),
  );
  const { samples, medianMs, p95Ms, maxMs } = figures.keystrokeToResults;
  console.log(
    `last keystroke to results: median ${medianMs.toFixed(0)} ms, p95 ${p95Ms.toFixed(0)} ms, max ${maxMs.toFixed(0)} ms (${samples} typed queries)`,
  );
}
