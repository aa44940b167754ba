import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "@site/chromium";
import { editorPort } from "./workspace.ts";

/** The editor as an author uses it, in Debian's Chromium, on a copy of the content; nothing leaves 127.0.0.1. */
export default defineConfig({
  testDir: ".",
  testMatch: /\.spec\.ts$/,
  outputDir: "../test-results",
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${editorPort}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    viewport: { width: 1280, height: 900 },
    trace: "retain-on-failure",
  },
  webServer: {
    command: "node --import tsx e2e/serve.ts",
    cwd: "..",
    url: `http://127.0.0.1:${editorPort}/api/config`,
    timeout: 180_000,
    reuseExistingServer: false,
  },
});
