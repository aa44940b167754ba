import fs from "node:fs";
import path from "node:path";
import { LoadContext } from "../collection/context.ts";
import { sampleWriter } from "../collection/sample.ts";
import { FileCache } from "../graph/file-cache.ts";
import { IssueList } from "../issues.ts";
import { siteContentRoot } from "../site/content-root.ts";
import { mediaFolders } from "../schema/links.ts";
import { collections, type Collection } from "../site/registry.ts";

/**
 * Writes a large, valid content folder for benchmarks and scale tests (never used by the site):
 * every collection writes its own sample. Scale 1 is about the real catalogue's size; scale 10
 * gives ~900 terms, 70 processes, 340 video categories.
 */
export function generateSyntheticContent(
  outDir: string,
  { scale = 10, seed = 42, reviewed }: { scale?: number; seed?: number; reviewed?: string } = {},
): void {
  fs.rmSync(outDir, { recursive: true, force: true });
  const write = sampleWriter(outDir, seed, reviewed);
  for (const collection of collections) {
    if (collection.sample) collection.sample(write, scale);
    else copySiteFiles(collection, outDir);
  }
}

/**
 * A collection without a sample of its own: its files as the site has them, with the site's images
 * and downloads they may refer to (the samples' own files are kept).
 */
function copySiteFiles(collection: Collection, outDir: string): void {
  const ctx = new LoadContext(siteContentRoot, new IssueList(), new FileCache(siteContentRoot));
  for (const relative of collection.source.files(ctx)) {
    fs.cpSync(ctx.file(relative), path.join(outDir, relative));
  }
  for (const folder of Object.values(mediaFolders)) {
    fs.cpSync(ctx.file(folder), path.join(outDir, folder), { recursive: true, force: false });
  }
}
