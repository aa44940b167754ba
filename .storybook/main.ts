import { readFileSync } from "node:fs";
import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { managerTheme } from "./manager-theme.ts";
import { sampleContent } from "./sample-content.ts";

const logo = "../content/media/logo.svg";

const config: StorybookConfig = {
  stories: [
    { directory: "../packages/ui/src/foundations", files: "*.mdx", titlePrefix: "Foundations" },
    // The kit's stories beside its components, and the site's screens beside theirs in apps/web.
    { directory: "..", files: "{packages/ui/src,apps/web/app}/**/*.stories.@(ts|tsx)" },
  ],
  addons: [
    "@storybook/addon-docs",
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
    "storybook-addon-pseudo-states",
  ],
  framework: "@storybook/react-vite",
  core: { disableTelemetry: true },
  // Designers open this Storybook to review the kit, not to learn Storybook.
  features: { sidebarOnboardingChecklist: false },
  // The site's logo is the shell's logo and favicon, served from where it lives in the content. The
  // Screens find the site's media where the site serves them (a folder: the story tests serve folders only).
  staticDirs: [
    { from: logo, to: "/brand/logo.svg" },
    { from: logo, to: "/favicon.svg" },
    { from: "../content/media", to: "/media" },
  ],
  // The shell's colours and fonts are the kit's tokens (see manager-theme.ts; manager.ts applies them).
  env: (env) => ({
    ...env,
    STORYBOOK_THEME: JSON.stringify(
      managerTheme(readFileSync(new URL("../packages/ui/src/styles/index.css", import.meta.url), "utf8")),
    ),
  }),
  viteFinal(viteConfig, { configType }) {
    // The build lists every chunk it writes; warnings are what matter.
    if (configType === "PRODUCTION") viteConfig.logLevel = "warn";
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss(), sampleContent()];
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2048,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Radix marks its modules "use client" (for React Server Components): irrelevant here.
        onwarn(warning, warn) {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
        // Docs generation and Tailwind are most of the build by nature; no need to say so each time.
        checks: { ...viteConfig.build?.rolldownOptions?.checks, bundlerTimings: false },
      },
    };
    return viteConfig;
  },
};

export default config;
