import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { siteOutput } from "@site/content";
import { isCompressible } from "./content-types";

/** The encodings written beside each file, in the order servers prefer them. */
export const precompressedEncodings = [
  { encoding: "br", suffix: siteOutput.compressed.br },
  { encoding: "gzip", suffix: siteOutput.compressed.gzip },
] as const;

const brotli = promisify(zlib.brotliCompress);

const brotliQualities = { assets: zlib.constants.BROTLI_MAX_QUALITY, pages: 10, other: 6 } as const;
const gzipLevel = zlib.constants.Z_BEST_COMPRESSION;
const settings = JSON.stringify({ brotliQualities, gzipLevel });
/** Beside a build's client folder: the settings its compressed copies were made with. */
const settingsFile = (client: string) => path.join(client, "..", "precompressed.json");
const readSettings = (client: string) => {
  try {
    return fs.readFileSync(settingsFile(client), "utf8");
  } catch {
    return undefined;
  }
};
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file under `dir` (pages,
 * scripts, styles, data, SVG): the work is done once per build instead of on every request. A copy
 * that would not be smaller than the file is not written; servers then send the file as it is.
 *
 * Brotli's strongest setting is kept for the hashed assets (scripts and styles every page waits
 * for, cached for a year): 9 % smaller than quality 6. A page carries its loader data for hydration,
 * which repeats the page's text: quality 10 finds those repeats across the whole page (a page and
 * its data weigh 10-20 % less than at quality 6, for about 2 s of a build). Everything else gets
 * quality 6. A file the published build (`published`, its client folder) already has with the same
 * bytes takes that build's copies: most rebuilds change a few pages, and high qualities are slow.
 */
export async function precompress(dir: string, published?: string) {
  // Copies made with other settings are not taken: a change of quality applies to every file at once.
  if (published && readSettings(published) !== settings) published = undefined;
  fs.writeFileSync(settingsFile(dir), settings);
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => isCompressible(file) && fs.statSync(file).isFile());
  // `reused`: files whose compressed copies were taken from the published build.
  const figures = { files: files.length, reused: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // zlib's asynchronous calls run on libuv's thread pool: a few at a time keep every core busy.
  await eachLimited(files, 8, async (file) => {
    const bytes = await fs.promises.readFile(file);
    const known = published ? await copiesOf(path.join(published, path.relative(dir, file)), bytes) : undefined;
    const [br, gz] =
      known ??
      (await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(dir, file),
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip(bytes, { level: gzipLevel }),
      ]));
    if (known) figures.reused++;
    figures.bytes += bytes.length;
    figures.brotliBytes += Math.min(br.length, bytes.length);
    figures.gzipBytes += Math.min(gz.length, bytes.length);
    // A copy is its file's, written again with it (the check keeps redirect pages off these names).
    if (br.length < bytes.length) await fs.promises.writeFile(`${file}${siteOutput.compressed.br}`, br);
    if (gz.length < bytes.length) await fs.promises.writeFile(`${file}${siteOutput.compressed.gzip}`, gz);
  });
  return figures;
}

/**
 * The compressed copies of `file` as it was published, if it had exactly these bytes. A copy that
 * was not written (it would not have been smaller) reads as the file itself, which is never written.
 */
async function copiesOf(file: string, bytes: Buffer): Promise<[Buffer, Buffer] | undefined> {
  try {
    if (!bytes.equals(await fs.promises.readFile(file))) return undefined;
    const copy = (suffix: string) => fs.promises.readFile(`${file}${suffix}`).catch(() => bytes);
    return [await copy(siteOutput.compressed.br), await copy(siteOutput.compressed.gzip)];
  } catch {
    return undefined;
  }
}

function brotliQuality(dir: string, file: string): number {
  if (path.relative(dir, file).startsWith(`${siteOutput.assets}${path.sep}`)) return brotliQualities.assets;
  return /\.(html|data)$/.test(file) ? brotliQualities.pages : brotliQualities.other;
}

async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
