import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteContentRoot } from "@site/content";
import { chromiumArgs, chromiumPath } from "@site/chromium";
import { chromium } from "@playwright/test";

/**
 * `pnpm bench` (the editor's part): starts `pnpm edit` on a copy of the content and, in Chromium,
 * times the editor's first load (to the dictionary's list of terms), a term opened to its page drawn
 * in the preview, a save (Publish pressed to the file written), and until the preview (the term's
 * page, drawn by its route module) shows what was typed: each key typed alone, and each burst of six
 * keys from its first; prints the figures and writes
 * bench-results/editor.json. Figures, not a test: nothing here fails on a slow machine.
 */
const port = Number(process.env.EDITOR_BENCH_PORT ?? 4990);
const keystrokes = Number(process.env.EDITOR_BENCH_KEYS ?? 20);
const resultsDir = path.resolve(import.meta.dirname, "../../../bench-results");
const content = fs.mkdtempSync(path.join(os.tmpdir(), "editor-bench-"));
fs.cpSync(siteContentRoot, content, { recursive: true });

const server = spawn(
  process.execPath,
  ["--import", "tsx", path.resolve(import.meta.dirname, "../src/server/start.ts")],
  {
    env: { ...process.env, CONTENT_DIR: content, EDITOR_PORT: String(port), EDITOR_STRICT_PORT: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  },
);
await new Promise<void>((resolve) =>
  server.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("editor is at") && resolve()),
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Warm Vite's transform cache once, as an author's second visit would find it.
  await page.goto(`http://127.0.0.1:${port}/`, { timeout: 180_000 });
  await page.getByRole("button", { name: "Login" }).click({ timeout: 180_000 });
  await page
    .getByText("Affidavit", { exact: true })
    .first()
    .waitFor({ timeout: 120_000 })
    .catch(() => undefined);

  const started = performance.now();
  await page.goto("about:blank");
  await page.goto(`http://127.0.0.1:${port}/#/collections/dictionary`);
  await page.getByText("Affidavit", { exact: true }).first().waitFor({ timeout: 120_000 });
  const firstLoadMs = performance.now() - started;

  const opened = performance.now();
  await page.getByText("Affidavit", { exact: true }).first().click();
  const definition = page.getByLabel("Definition", { exact: true });
  await definition.waitFor();
  const preview = page.frameLocator("iframe").first();
  // The preview is the term's page (its route module, from its loader): timed once it is drawn.
  await preview.getByRole("link", { name: "Back to Dictionary" }).waitFor({ timeout: 60_000 });
  const openToPreviewMs = performance.now() - opened;
  const frame = (await page.locator("iframe").first().elementHandle())!.contentFrame();
  // Whether the term's page shows the text in its Definition section, checked in the preview itself on
  // each frame drawn: Playwright's own waiting looks again 20, 50, then 100 ms apart, which added up
  // to 100 ms to a keystroke's figure.
  const shows = (marker: string) =>
    frame.then((preview) =>
      preview!.waitForFunction(
        (text) =>
          [...document.querySelectorAll("section")].some(
            (section) =>
              section.querySelector("h2")?.textContent?.trim() === "Definition" && section.textContent!.includes(text),
          ),
        marker,
        { polling: "raf", timeout: 10_000 },
      ),
    );
  await definition.press("ControlOrMeta+End");
  // A burst: a word of six keys typed at once, timed from its first key to the page showing it all.
  const bursts: number[] = [];
  for (let i = 0; i < keystrokes; i++) {
    const marker = `zq${i}x`;
    const drawn = shows(marker);
    const typed = performance.now();
    await definition.pressSequentially(` ${marker}`, { delay: 0 });
    await drawn;
    bursts.push(performance.now() - typed);
  }
  // Keys typed one at a time, as a person types (a key every 200 ms or more), each timed to its page.
  const keys: number[] = [];
  let typedSoFar = " kw";
  await definition.pressSequentially(typedSoFar, { delay: 0 });
  await shows(typedSoFar.trim());
  for (let i = 0; i < keystrokes; i++) {
    const key = "abcdefghijklmnopqrstuvwxyz"[i % 26]!;
    typedSoFar += key;
    const drawn = shows(typedSoFar.trim());
    const typed = performance.now();
    await definition.press(key);
    await drawn;
    keys.push(performance.now() - typed);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const file = path.join(content, "dictionary.yaml");
  const before = fs.readFileSync(file, "utf8");
  const pressed = performance.now();
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  while (fs.readFileSync(file, "utf8") === before) await new Promise((resolve) => setTimeout(resolve, 20));
  const saveMs = performance.now() - pressed;

  const figures = {
    firstLoadMs: Math.round(firstLoadMs),
    openToPreviewMs: Math.round(openToPreviewMs),
    saveToFileMs: Math.round(saveMs),
    keystrokeToPreviewMedianMs: Math.round(median(keys)),
    keystrokeToPreviewMaxMs: Math.round(Math.max(...keys)),
    sixKeyBurstToPreviewMedianMs: Math.round(median(bursts)),
    sixKeyBurstToPreviewMaxMs: Math.round(Math.max(...bursts)),
    keystrokes,
  };
  console.log("\nThe browser editor (pnpm edit, real content)");
  console.table(figures);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, "editor.json"), JSON.stringify(figures, null, 2) + "\n");
} finally {
  await browser.close();
  server.kill("SIGTERM");
  fs.rmSync(content, { recursive: true, force: true });
}
