import { content } from "@site/content/vite";
import { defineConfig } from "vitest/config";

// Screens and route tests render the real route modules with the real content, in jsdom.
export default defineConfig({
  plugins: [content()],
  test: {
    environment: "jsdom",
    setupFiles: ["test/setup.ts"],
    include: ["test/**/*.test.{ts,tsx}"],
    testTimeout: 20_000,
  },
});
