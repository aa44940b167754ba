import { defineConfig } from "vitest/config";

// Unit tests of the kit's plain modules (design-token parsing, contrast). The components are
// tested through their stories, by Storybook's test run at the workspace root (pnpm storybook:test).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // The token tests read the kit's stylesheet as text (`?raw`), which Vitest otherwise empties.
    css: { include: [/\/styles\/index\.css\?raw$/] },
  },
});
