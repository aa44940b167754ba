import path from "node:path";
import { repoRoot } from "../package-paths.ts";

/** The repository's content folder: the site's own content. */
export const siteContentRoot = path.join(repoRoot, "content");

/** The repository's content folder, or CONTENT_DIR when set (synthetic content for benchmarks and tests). */
export function defaultContentRoot(): string {
  return process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : siteContentRoot;
}
