import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const packageRoot = path.resolve(import.meta.dirname, "..");

/**
 * The CLI as one bundle of this package's sources (its dependencies stay imports), built with
 * esbuild into node_modules/.cache and built again whenever a source changes. Running the sources
 * through tsx costs a second of start-up, most of it crossing to tsx's loader for each of some
 * two hundred modules; the bundle loads in a fraction of that. Returns the bundle's path, or
 * undefined when it cannot be built (the caller then runs the sources through tsx).
 *
 * @param {{ src?: string, entry?: string, cacheDir?: string }} [options]
 * @returns {Promise<string | undefined>}
 */
export async function cliBundle({
  src = path.join(packageRoot, "src"),
  entry = path.join(src, "site/cli.ts"),
  cacheDir = path.join(packageRoot, "node_modules/.cache/content-cli"),
} = {}) {
  const bundle = path.join(cacheDir, `${sourcesHash(src, entry)}.mjs`);
  if (fs.existsSync(bundle)) return bundle;
  const temp = `${bundle}.${process.pid}.tmp`;
  try {
    const esbuild = await import("esbuild");
    await esbuild.build({
      entryPoints: [entry],
      outfile: temp,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      logLevel: "silent",
      // The only module that asks where it is (src/package-paths.ts) is told where its source lies.
      define: { "import.meta.url": JSON.stringify(pathToFileURL(path.join(src, "package-paths.ts")).href) },
    });
    fs.renameSync(temp, bundle);
    for (const name of fs.readdirSync(cacheDir)) {
      if (name !== path.basename(bundle) && name.endsWith(".mjs"))
        fs.rmSync(path.join(cacheDir, name), { force: true });
    }
    return bundle;
  } catch {
    fs.rmSync(temp, { force: true });
    return undefined;
  }
}

/** A hash of every source file's path and bytes: any edit, new or deleted file names another bundle. */
function sourcesHash(src, entry) {
  const hash = createHash("sha1").update(entry);
  const files = fs.readdirSync(src, { recursive: true, withFileTypes: true });
  const names = files
    .filter((file) => file.isFile())
    .map((file) => path.join(file.parentPath, file.name))
    .sort();
  for (const file of names) hash.update(`\0${path.relative(src, file)}\0`).update(fs.readFileSync(file));
  return hash.digest("base64url");
}
