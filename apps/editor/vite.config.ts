import { defineConfig } from "vite";
import tailwindcss from "@tailwindcss/vite";
import { editorServer } from "./src/server/editor-plugin.ts";
import { previewContentStore } from "./src/server/preview-store-plugin.ts";

/** `pnpm edit`: the editor on 127.0.0.1 only, with its backend in the same server. */
export default defineConfig({
  // The preview draws the site's own views, with its CSS, from the data its loaders compute.
  plugins: [editorServer(), previewContentStore(), tailwindcss()],
  server: {
    host: "127.0.0.1",
    port: Number(process.env.EDITOR_PORT ?? 4900),
    strictPort: process.env.EDITOR_STRICT_PORT === "1",
  },
  // Decap is large: bundled once at start-up rather than on the first page load.
  optimizeDeps: { include: ["decap-cms-app"] },
  build: { target: "es2022" },
});
