import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * This package's folder, from which every path into the repository is derived. Only this module
 * reads where it is: the CLI's bundle (bin/cli-bundle.mjs) tells it, as its code runs from elsewhere.
 */
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The repository the package belongs to. */
export const repoRoot = path.resolve(packageRoot, "../..");
