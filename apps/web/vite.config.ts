import { reactRouter } from "@react-router/dev/vite";
import { content } from "@site/content/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { dropIslandRenderers } from "./vite/drop-island-renderers.ts";

export default defineConfig({
  plugins: [tailwindcss(), content(), reactRouter(), dropIslandRenderers()],
  build: {
    assetsInlineLimit: 0,
    // lucide-react is a barrel of ~1,700 icon modules of which the site uses a score: only those are compiled.
    rolldownOptions: { experimental: { lazyBarrel: true } },
  },
  // Builds (and e2e and bench builds) write beside the app; the dev server has nothing to reload for them.
  server: { watch: { ignored: ["**/build/**", "**/build-*/**", "**/test-results/**", "**/playwright-report/**"] } },
});
