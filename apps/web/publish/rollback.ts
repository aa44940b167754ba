import path from "node:path";
import { completeReleases, currentRelease, rollBack } from "./releases";

/**
 * `pnpm rollback`: publishes the complete release before the published one; `pnpm rollback <id>`
 * publishes that one; `pnpm rollback --list` lists the complete releases. Only a release whose build
 * finished is ever offered (see releases.ts). BUILD_DIR chooses the build folder, as for the build.
 */
const appRoot = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(appRoot, process.env.BUILD_DIR ?? "build");
const [argument] = process.argv.slice(2);

if (argument === "--list") {
  const published = currentRelease(buildDir);
  for (const release of completeReleases(buildDir)) {
    console.log(`${path.basename(release)}${release === published ? "  (published)" : ""}`);
  }
} else {
  try {
    const release = rollBack(buildDir, argument);
    console.log(
      `Published ${path.relative(appRoot, release)} as ${path.relative(appRoot, path.join(buildDir, "client"))}`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
