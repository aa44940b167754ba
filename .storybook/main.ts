import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import type tailwindcssPlugin from "@tailwindcss/vite";

// Storybook's packages are dependencies of the UI kit (packages/ui), not of the workspace root:
// resolve them from there so this root config works with pnpm's isolated node_modules.
const requireFromUi = createRequire(fileURLToPath(new URL("../packages/ui/package.json", import.meta.url)));
const packageDir = (name: string) => dirname(requireFromUi.resolve(join(name, "package.json")));

const storyGlobs = [
  { dir: "../packages/ui/src", glob: "../packages/ui/src/**/*.stories.@(ts|tsx)" },
  { dir: "../apps/web/app", glob: "../apps/web/app/**/*.stories.@(ts|tsx)" },
];

const config: StorybookConfig = {
  // A folder that does not exist yet (e.g. the app before it has stories) is simply left out.
  stories: storyGlobs
    .filter(({ dir }) => existsSync(fileURLToPath(new URL(dir, import.meta.url))))
    .map(({ glob }) => glob),
  addons: [
    packageDir("@storybook/addon-docs"),
    packageDir("@storybook/addon-a11y"),
    packageDir("@storybook/addon-vitest"),
  ],
  framework: { name: packageDir("@storybook/react-vite"), options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const tailwindcssUrl = pathToFileURL(requireFromUi.resolve("@tailwindcss/vite")).href;
    const { default: tailwindcss } = (await import(tailwindcssUrl)) as { default: typeof tailwindcssPlugin };
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2048,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Radix marks its modules "use client" (for React Server Components): irrelevant here.
        onwarn(warning, warn) {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
      },
    };
    // Under Vitest (packages/ui/vitest.config.ts) the Vite root must stay the UI package, where the
    // test runner's dependencies are installed, rather than the workspace root Storybook suggests.
    if (process.env.VITEST) delete viteConfig.root;
    return viteConfig;
  },
};

export default config;
