import { join } from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath } from "@site/chromium";

const configDir = import.meta.dirname;

// Every story runs as a test in Debian's Chromium: render, play function and axe checks, where
// violations fail. `viteFinal` in main.ts adds Tailwind, so stories are styled for real and
// contrast checks are meaningful. Run from the workspace root (`pnpm storybook:test`), where
// Storybook and its configuration live.
export default defineConfig({
  plugins: [storybookTest({ configDir })],
  test: {
    name: "storybook",
    setupFiles: [join(configDir, "test/class-conflicts.setup.ts")],
    // Stories move focus and listen to document-wide keys: run the files one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      }),
      instances: [{ browser: "chromium" }],
    },
  },
});
