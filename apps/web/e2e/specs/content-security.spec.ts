import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { buildDirs } from "../servers";

/**
 * The policy sent with every page says `script-src 'self'` with no inline exception (only the
 * search's WebAssembly may be compiled), so no page may carry an inline script that runs (data blocks,
 * its structured data and its loader data, never run), and every page must still hydrate under that policy.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const client = path.join(appRoot, buildDirs.site, "client");

test.skip(() => test.info().project.name !== "desktop", "the policy does not depend on width");

test("no built page has an inline script that runs, and each page's script file exists", () => {
  const pages = fs.readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  expect(pages.length).toBeGreaterThan(100);
  let withScripts = 0;
  for (const file of pages) {
    const html = fs.readFileSync(path.join(client, file), "utf8");
    for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/type="application\/(ld\+)?json"/.test(attributes!)) continue;
      expect(code, `${file}: inline script`).toBe("");
      const src = /\bsrc="([^"]+)"/.exec(attributes!)?.[1];
      if (src) {
        expect(fs.existsSync(path.join(client, src)), `${file}: ${src}`).toBe(true);
        withScripts++;
      }
    }
  }
  expect(withScripts).toBeGreaterThan(100);
});

test("every kind of page hydrates under the policy, with no violation and no error", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const route of [
    "/",
    "/dictionary",
    "/dictionary/trust",
    "/diy-processes",
    "/faq",
    "/video-library",
    "/about",
    "/no-such-page",
  ]) {
    const response = await page.goto(route);
    expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;| https:)/);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("main")!).some((key) => key.startsWith("__react")),
    );
  }
  expect(problems).toEqual([]);
});
