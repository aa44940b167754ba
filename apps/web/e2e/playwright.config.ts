import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "@site/chromium";
import { buildDirs, ports } from "./servers";

const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };
const site = `http://127.0.0.1:${ports.site}`;
const widths = {
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  tablet: { viewport: { width: 768, height: 1024 }, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/**
 * End-to-end tests of the production build in Debian's Chromium, at phone, tablet and desktop
 * widths, with every request to another host blocked. `pnpm e2e` builds the sites first.
 */
export default defineConfig({
  testDir: "specs",
  outputDir: "../test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["html", { outputFolder: "../playwright-report", open: "never" }]],
  use: { launchOptions, baseURL: site, trace: "retain-on-failure", ...devices["Desktop Chrome"], channel: undefined },
  projects: [
    ...Object.entries(widths).map(([name, device]) => ({
      name,
      testIgnore: [
        /integrations\.spec/,
        /video-grid\.spec/,
        /deployed-editor\.spec/,
        /nginx\.spec/,
        /servers-agree\.spec/,
        ...(name === "tablet" ? [/every-route\.spec/, /layout-shift\.spec/] : []),
        /failed-build\.spec/,
        // Files and HTTP only, their own windows at every width they need, or an author's commands and
        // builds (editorial): once is enough.
        ...(name === "desktop"
          ? []
          : [
              /prerendered-files\.spec/,
              /html-validate\.spec/,
              /start-server\.spec/,
              /site-rules/,
              /editorial\.spec/,
              /dev-new-entries\.spec/,
              /start-stops-quietly\.spec/,
            ]),
      ],
      use: { ...device, launchOptions, baseURL: site },
    })),
    {
      name: "configured",
      // The configured build also lists videos (e2e/configured-content.ts).
      testMatch: [/integrations\.spec/, /video-grid\.spec/, /deployed-editor\.spec/],
      use: { ...widths.desktop, baseURL: `http://127.0.0.1:${ports.configured}` },
    },
    {
      name: "nginx",
      // Also where nginx and `pnpm start` are asked the same questions.
      testMatch: [/nginx\.spec/, /servers-agree\.spec/],
      // The certificate is a throwaway one made at start-up; the Observatory scan trusts it explicitly.
      use: { ...widths.desktop, baseURL: `https://127.0.0.1:${ports.nginx}`, ignoreHTTPSErrors: true },
    },
    {
      // Builds into the folder the other projects serve, as a deploy would: it must change nothing.
      name: "publish",
      testMatch: /failed-build\.spec/,
      use: { ...widths.desktop, baseURL: site, ignoreHTTPSErrors: true },
    },
  ],
  webServer: [
    {
      command: `tsx server/start.ts`,
      cwd: "..",
      env: { PORT: String(ports.site), BUILD_DIR: buildDirs.site },
      url: `${site}/robots.txt`,
      reuseExistingServer: false,
    },
    {
      command: `tsx server/start.ts`,
      cwd: "..",
      env: {
        PORT: String(ports.configured),
        BUILD_DIR: buildDirs.configured,
        ...(process.env.E2E_CONFIGURED_CONTENT ? { CONTENT_DIR: process.env.E2E_CONFIGURED_CONTENT } : {}),
      },
      url: `http://127.0.0.1:${ports.configured}/robots.txt`,
      reuseExistingServer: false,
    },
    {
      command: `tsx e2e/nginx/serve.ts`,
      cwd: "..",
      env: { PORT: String(ports.nginx), HTTP_PORT: String(ports.nginxHttp), BUILD_DIR: buildDirs.site },
      url: `https://127.0.0.1:${ports.nginx}/robots.txt`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
    },
  ],
});
