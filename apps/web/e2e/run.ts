import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumPath } from "@site/chromium";
import { configuredContent } from "./configured-content";
import { buildDirs } from "./servers";

/**
 * `pnpm e2e`: builds the site as it ships and a second time with every third-party id set, then
 * runs the Playwright suite against both (and against nginx). Extra arguments go to Playwright.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
chromiumPath();

function build(env: Record<string, string>) {
  execFileSync("pnpm", ["run", "build"], { cwd: appRoot, stdio: "inherit", env: { ...process.env, ...env } });
}

const content = configuredContent();
if (process.env.E2E_SKIP_BUILD !== "1") {
  build({ BUILD_DIR: buildDirs.site });
  build({ BUILD_DIR: buildDirs.configured, CONTENT_DIR: content });
}
fs.rmSync(path.resolve(appRoot, "../../artifacts/screenshots"), { recursive: true, force: true });
const result = spawnSync("playwright", ["test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)], {
  cwd: appRoot,
  stdio: "inherit",
  env: { ...process.env, E2E_CONFIGURED_CONTENT: content },
});
fs.rmSync(content, { recursive: true, force: true });
process.exit(result.status ?? 1);
