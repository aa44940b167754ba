import { defineConfig } from "vitest/config";
import { previewContentStore } from "./src/server/preview-store-plugin.ts";

// Saving runs the content check on a copy of the site's content: seconds, not milliseconds. The
// preview's tests draw the site's route modules, whose loaders read `virtual:content/store`.
export default defineConfig({
  plugins: [previewContentStore()],
  test: { include: ["test/**/*.test.{ts,tsx}"], testTimeout: 60_000, hookTimeout: 60_000 },
});
