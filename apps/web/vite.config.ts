import { reactRouter } from "@react-router/dev/vite";
import { content } from "@site/content/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { authorLogger } from "./dev/author-logger.ts";
import { rereadPrerenderList } from "./dev/prerender-list.ts";

export default defineConfig({
  plugins: [tailwindcss(), content({ onAddressesChanged: rereadPrerenderList }), reactRouter()],
  // `pnpm dev` and `pnpm build` print what an author acts on, and nothing else.
  customLogger: authorLogger(),
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Timings of the build's plugins are for whoever tunes the build (`pnpm bench` measures it).
      checks: { pluginTimings: false },
      // lucide-react is a barrel of ~1,700 icon modules of which the site uses a score: only those are compiled.
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          groups: [
            {
              // React and React Router hydrate every page: one file, compressed as one.
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 10,
            },
            {
              // The site's code and the small libraries most pages share, as one file rather than a score of
              // tiny ones: each file is compressed on its own, and 20 small files weigh a third more than one.
              name: "site",
              test: /[\\/](app|packages[\\/]ui[\\/]src|node_modules[\\/](lucide-react|clsx|tailwind-merge|class-variance-authority|@radix-ui))[\\/]/,
              minShareCount: 4,
            },
          ],
        },
      },
    },
  },
  // \`pnpm dev\` finds every dependency the app imports before the first page is asked for, so a first start
  // (a fresh clone) never re-bundles them mid-load and answers "504 Outdated Optimize Dep".
  optimizeDeps: { entries: ["app/**/*.tsx", "!app/**/*.stories.tsx", "!app/testing/**"] },
  // Builds (and e2e and bench builds) write beside the app; the dev server has nothing to reload for them.
  server: { watch: { ignored: ["**/build/**", "**/build-*/**", "**/test-results/**", "**/playwright-report/**"] } },
});
