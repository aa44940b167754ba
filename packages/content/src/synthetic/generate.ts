import fs from "node:fs";
import path from "node:path";
import { LoadContext } from "../collection/context.ts";
import { sampleWriter } from "../collection/sample.ts";
import { FileCache } from "../graph/file-cache.ts";
import { IssueList } from "../issues.ts";
import type { CollectionDefinition } from "../collection/define.ts";
import { mediaFolders } from "../schema/links.ts";

type Sampled = Pick<CollectionDefinition, "source" | "sample">;

export interface SyntheticOptions {
  scale?: number;
  seed?: number;
  reviewed?: string;
}

/**
 * Writes a large, valid content folder for benchmarks and scale tests (never used by the site):
 * every collection writes its own sample; one without takes its files from `siteRoot`, the site's
 * own content.
 */
export function writeSyntheticContent(
  collections: readonly Sampled[],
  siteRoot: string,
  outDir: string,
  { scale = 10, seed = 42, reviewed }: SyntheticOptions = {},
): void {
  fs.rmSync(outDir, { recursive: true, force: true });
  const write = sampleWriter(outDir, seed, reviewed);
  for (const collection of collections) {
    if (collection.sample) collection.sample(write, scale);
    else copySiteFiles(collection, siteRoot, outDir);
  }
}

/**
 * A collection without a sample of its own: its files as the site has them, with the site's images
 * and downloads they may refer to (the samples' own files are kept).
 */
function copySiteFiles(collection: Sampled, siteRoot: string, outDir: string): void {
  const ctx = new LoadContext(siteRoot, new IssueList(), new FileCache(siteRoot));
  for (const relative of collection.source.files(ctx)) {
    fs.cpSync(ctx.file(relative), path.join(outDir, relative));
  }
  for (const folder of Object.values(mediaFolders)) {
    fs.cpSync(ctx.file(folder), path.join(outDir, folder), { recursive: true, force: false });
  }
}
