import { defineConfig } from "vite";
import { editorServer } from "./src/server/editor-plugin.ts";

/** `pnpm edit`: the editor on 127.0.0.1 only, with its backend in the same server. */
export default defineConfig({
  plugins: [editorServer()],
  server: {
    host: "127.0.0.1",
    port: Number(process.env.EDITOR_PORT ?? 4900),
    strictPort: process.env.EDITOR_STRICT_PORT === "1",
  },
  // Decap is large: bundled once at start-up rather than on the first page load.
  optimizeDeps: { include: ["decap-cms-app"] },
  build: { target: "es2022" },
});
