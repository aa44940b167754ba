import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defaultContentRoot, slugify } from "@site/content";
import { chromiumArgs, chromiumPath } from "@site/chromium";
import { chromium, type Browser, type Page } from "playwright-core";

/** One kind of edit an author makes: the page they keep open and the file they change. */
interface Scenario {
  name: string;
  page: string;
  file: string;
  /** The file's text with `marker` written into what the page shows. */
  edit(text: string, marker: string): string;
}

const scenarios: Scenario[] = [
  {
    name: "term page (YAML)",
    page: "/dictionary/trust",
    file: "dictionary.yaml",
    edit: (text, marker) => text.replace(/(- term: Trust\n {2}definition: >-\n {4})/, `$1${marker} `),
  },
  {
    name: "step dialog (MDX)",
    page: "/diy-processes/affidavits-declarations#step-2",
    file: "processes/affidavits-declarations/steps/02-making-your-first-declaration.mdx",
    edit: (text, marker) => text.replace(/\n---\n\n/, `\n---\n\n${marker}\n\n`),
  },
  {
    name: "page (MDX)",
    page: "/about",
    file: "pages/about.mdx",
    edit: (text, marker) => text.replace("## Welcome\n\n", `## Welcome\n\n${marker} `),
  },
  {
    name: "video category (YAML)",
    page: "/video-library/irs-taxes",
    file: "videos/irs-taxes.yaml",
    edit: (text, marker) => text.replace(/^description: "/m, `description: "${marker} `),
  },
];

/**
 * A new entry an author adds while `pnpm dev` runs: its page is already open (it answers "not found")
 * when the file is saved, and the figure is from the save to the entry's own page showing it.
 */
interface NewEntryScenario {
  name: string;
  /** The address of the entry named `title`. */
  address(title: string): string;
  /** Writes the entry named `title` into the content folder. */
  add(content: string, title: string): void;
}

const newEntryScenarios: NewEntryScenario[] = [
  {
    name: "new term (YAML)",
    address: (title) => `/dictionary/${slugify(title)}`,
    add: (content, title) =>
      fs.appendFileSync(path.join(content, "dictionary.yaml"), `\n- term: ${title}\n  definition: A new term.\n`),
  },
  {
    name: "new page (MDX)",
    address: (title) => `/${slugify(title)}`,
    add: (content, title) =>
      fs.writeFileSync(
        path.join(content, "pages", `${slugify(title)}.mdx`),
        `---\ntitle: ${title}\ndescription: A new page.\n---\n\nIts text.\n`,
      ),
  },
];

export interface LoopFigures {
  name: string;
  /** Milliseconds from the file write to the new text in the open page, one per edit. */
  samples: number[];
  medianMs: number;
  maxMs: number;
}

/**
 * The authoring loop as an author lives it: `react-router dev` on a copy of the content, a page
 * open in Chromium, and a file saved `edits` times; each figure is from the write to the moment
 * the page shows the new text (a MutationObserver in the page notes the time).
 */
export async function measureAuthoringLoop(appRoot: string, edits = 8, port = 4396): Promise<LoopFigures[]> {
  const content = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-authoring-"));
  fs.cpSync(defaultContentRoot(), content, { recursive: true });
  const server = startDevServer(appRoot, content, port);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    await waitForServer(`http://127.0.0.1:${port}/`);
    await warmUp(browser, port);
    const results: LoopFigures[] = [];
    for (const scenario of scenarios) {
      const page = await browser.newPage();
      await page.addInitScript(watcher);
      await page.goto(`http://127.0.0.1:${port}${scenario.page}`);
      await page.waitForLoadState("networkidle");
      const file = path.join(content, scenario.file);
      const original = fs.readFileSync(file, "utf8");
      const samples: number[] = [];
      // One edit first that is not counted: the first update compiles what it needs.
      for (let i = 0; i <= edits; i++) {
        const marker = `Edited${Date.now().toString(36)}x${i}`;
        const edited = scenario.edit(original, marker);
        if (edited === original) throw new Error(`${scenario.name}: the edit did not change ${scenario.file}`);
        await watchFor(page, marker);
        const written = Date.now();
        fs.writeFileSync(file, edited);
        const at = await seenAt(page).catch((error: Error) => {
          throw new Error(`${scenario.name}, edit ${i}: the page never showed the edit (${error.message})`);
        });
        if (i > 0) samples.push(at - written);
        await page.waitForTimeout(150);
      }
      fs.writeFileSync(file, original);
      await page.close();
      results.push(figures(scenario.name, samples));
    }
    for (const scenario of newEntryScenarios) {
      const page = await browser.newPage();
      await page.addInitScript(watcher);
      const samples: number[] = [];
      for (let i = 0; i <= edits; i++) {
        // A title that the not-found page (which shows the address, in lowercase) cannot contain.
        const title = `Added ${Date.now().toString(36)} X${i}`;
        await page.goto(`http://127.0.0.1:${port}${scenario.address(title)}`);
        await page.waitForLoadState("networkidle");
        await watchFor(page, title);
        const written = Date.now();
        scenario.add(content, title);
        const at = await seenAt(page).catch((error: Error) => {
          throw new Error(`${scenario.name}, entry ${i}: its page never showed it (${error.message})`);
        });
        if (i > 0) samples.push(at - written);
      }
      await page.close();
      results.push(figures(scenario.name, samples));
    }
    return results;
  } finally {
    await browser.close();
    process.kill(-server.pid!, "SIGTERM");
    fs.rmSync(content, { recursive: true, force: true });
  }
}

function figures(name: string, samples: number[]): LoopFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  return { name, samples, medianMs: sorted[Math.floor(sorted.length / 2)]!, maxMs: sorted.at(-1)! };
}

/**
 * In every document the page loads (a full reload included), notes the time (epoch ms) it first
 * shows the marker kept in sessionStorage. Sent as text: a function would carry the TypeScript
 * runner's helpers into the page.
 */
const watcher = `(() => {
  const look = () => {
    const marker = sessionStorage.getItem("bench-marker");
    if (!marker || sessionStorage.getItem("bench-seen-at")) return;
    if (document.body && document.body.textContent.includes(marker)) sessionStorage.setItem("bench-seen-at", String(Date.now()));
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  look();
})()`;

async function watchFor(page: Page, marker: string): Promise<void> {
  await page.evaluate(
    `sessionStorage.removeItem("bench-seen-at"); sessionStorage.setItem("bench-marker", ${JSON.stringify(marker)});`,
  );
}

async function seenAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction('Number(sessionStorage.getItem("bench-seen-at")) || 0', undefined, {
    timeout: 20_000,
  });
  return (await handle.jsonValue()) as number;
}

/**
 * Opens every page once and waits until the dev server has settled: a fresh one bundles
 * dependencies on the first visits and reloads the page when it is done.
 */
async function warmUp(browser: Browser, port: number): Promise<void> {
  const page = await browser.newPage();
  for (const scenario of scenarios) {
    await page.goto(`http://127.0.0.1:${port}${scenario.page}`);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(2000);
  }
  await page.close();
}

/** The dev server's output and errors, for when it does not answer. */
const devLog = path.join(os.tmpdir(), "site-bench-dev.log");

function startDevServer(appRoot: string, content: string, port: number): ChildProcess {
  return spawn("npx", ["react-router", "dev", "--port", String(port), "--strictPort"], {
    cwd: appRoot,
    env: { ...process.env, CONTENT_DIR: content },
    stdio: ["ignore", fs.openSync(devLog, "w"), fs.openSync(devLog, "a")],
    // Its own process group, so stopping it stops the dev server npx starts, not only npx.
    detached: true,
  });
}

async function waitForServer(url: string): Promise<void> {
  let last = "nothing";
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = String((error as Error).cause ?? error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dev server did not answer at ${url} (last: ${last}; its output is in ${devLog})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npx tsx bench/authoring-loop.ts [edits] [port]`: the loop alone, without the rest of `pnpm bench`.
  const appRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
  for (const loop of await measureAuthoringLoop(
    appRoot,
    Number(process.argv[2] ?? 8),
    Number(process.argv[3] ?? 4396),
  )) {
    console.log(
      `${loop.name.padEnd(28)} median ${Math.round(loop.medianMs)} ms, max ${Math.round(loop.maxMs)} ms (${loop.samples.map(Math.round).join(" ")})`,
    );
  }
}
