import { readFileSync } from "node:fs";
import { join } from "node:path";
import { availableParallelism } from "node:os";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import type { BrowserCommand } from "vitest/node";
import { chromiumArgs, chromiumPath } from "@site/chromium";
import { writePinnedFontConfig } from "./test/fonts.ts";
import { VisualReport } from "./test/visual-report.ts";
import { Theme } from "../packages/ui/src/foundations/tokens.ts";

const configDir = import.meta.dirname;
const workspaceRoot = join(configDir, "..");
/** Where a failed comparison leaves its before, after and diff images (see test/visual-report.ts). */
const resultsDir = join(workspaceRoot, "test-results/storybook");
/** The kit's colour tokens by value: the report names the colours of a contrast failure by token. */
const tokenNames = new Map<string, string[]>();
for (const token of new Theme(readFileSync(join(workspaceRoot, "packages/ui/src/styles/index.css"), "utf8")).group(
  "--color-",
)) {
  const value = token.value.toLowerCase();
  tokenNames.set(value, [...(tokenNames.get(value) ?? []), token.name.slice("--color-".length)]);
}
/** The browser window: larger than any story's viewport, so the test frame is never scaled down. */
const windowSize = { width: 1400, height: 1100 };

/** Grows the browser window to hold a test frame of this size (see test/screenshot.setup.ts). */
const fitWindow: BrowserCommand<[width: number, height: number]> = async ({ page }, width, height) => {
  const size = page.viewportSize() ?? windowSize;
  if (size.width >= width && size.height >= height) return;
  await page.setViewportSize({ width: Math.max(size.width, width), height: Math.max(size.height, height) });
};

// Every story runs as a test in Debian's Chromium: render, play function, axe checks (violations
// fail) and a screenshot compared with its committed baseline. `viteFinal` in main.ts adds
// Tailwind, so stories are styled for real and contrast checks and screenshots are meaningful.
// Run from the workspace root (`pnpm storybook:test`), where Storybook and its configuration live.
/**
 * Each story file runs in a browser context of its own (its own page, focus and keyboard), so files
 * can run side by side. A story spends half its time waiting on the browser (frames, screenshots), so
 * three at a time keep two cores busy; Vitest's default (cores - 1) ran one at a time here. Set on each
 * project: projects do not inherit it, and Vitest wants them to agree.
 */
const maxWorkers = Math.max(3, availableParallelism() - 1);

export default defineConfig({
  test: {
    reporters: [
      "default",
      new VisualReport(resultsDir, "http://localhost:6006", tokenNames, join(workspaceRoot, "storybook-static")),
    ],
    projects: [
      storyTests(),
      // The review tools themselves (report grouping, accepting baselines, the content switch), in Node.
      { test: { name: "storybook-tools", include: [".storybook/**/*.test.ts"], environment: "node", maxWorkers } },
    ],
  },
});

function storyTests(): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir })],
    test: {
      name: "storybook",
      maxWorkers,
      attachmentsDir: join(resultsDir, ".attachments"),
      setupFiles: ["class-conflicts", "pseudo-states", "screenshot", "story-tags"].map((name) =>
        join(configDir, `test/${name}.setup.ts`),
      ),
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        // The test server writes the screenshots (new baselines, after and diff images).
        api: { allowWrite: true },
        provider: playwright({
          launchOptions: {
            executablePath: chromiumPath(),
            args: chromiumArgs,
            env: {
              ...process.env,
              FONTCONFIG_FILE: writePinnedFontConfig(join(workspaceRoot, "node_modules/.cache/storybook-fonts")),
            },
          },
          // No motion, one device pixel per CSS pixel: the same picture on every run.
          contextOptions: { reducedMotion: "reduce", deviceScaleFactor: 1, viewport: windowSize },
        }),
        instances: [{ browser: "chromium" }],
        commands: { fitWindow },
        expect: {
          toMatchScreenshot: {
            // Rendering is deterministic (pinned fonts, software rendering), so a pixel only gets a
            // little colour tolerance (rounding in the rasteriser): a token a few shades off fails.
            comparatorName: "pixelmatch",
            comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
            resolveScreenshotPath: ({ root, testFileDirectory, arg, ext }) =>
              join(root, testFileDirectory, "__screenshots__", `${arg}${ext}`),
            // A failed comparison's images, in a folder per story: after.png and diff.png (the
            // report adds before.png and index.html).
            resolveDiffPath: ({ arg, ext }) => {
              const [, name = arg, kind] = /^(.*)-(reference|actual|diff)$/.exec(arg) ?? [];
              return join(resultsDir, name, `${kind === "diff" ? "diff" : "after"}${ext}`);
            },
          },
        },
      },
    },
  };
}
