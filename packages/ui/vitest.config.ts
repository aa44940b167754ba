import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath } from "@site/chromium";

// Every story of the root Storybook runs as a test (render + play function + axe checks, where
// a11y violations fail the test) in a real Chromium. The Storybook config's `viteFinal` adds
// `@tailwindcss/vite`, so the stories are styled for real and contrast checks are meaningful.
const storybookConfigDir = fileURLToPath(new URL("../../.storybook", import.meta.url));

export default defineConfig({
  plugins: [storybookTest({ configDir: storybookConfigDir })],
  // Pre-bundle up front what the stories import, so a cold run (CI) never reloads mid-test.
  optimizeDeps: {
    include: [
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom",
      "react-dom/client",
      "react-dom/server",
      "radix-ui",
      "sonner",
      "lucide-react",
      "class-variance-authority",
      "clsx",
      "tailwind-merge",
    ],
  },
  test: {
    name: "storybook",
    setupFiles: ["./test/class-conflicts.setup.ts"],
    // Stories move focus and listen to document-wide keys: run the files one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath(),
          args: chromiumArgs,
        },
      }),
      instances: [{ browser: "chromium" }],
    },
  },
});
