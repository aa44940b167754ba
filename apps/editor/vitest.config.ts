import { defineConfig } from "vitest/config";

// Saving runs the content check on a copy of the site's content: seconds, not milliseconds.
export default defineConfig({ test: { include: ["test/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000 } });
