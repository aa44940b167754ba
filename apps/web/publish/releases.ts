import fs from "node:fs";
import path from "node:path";

/**
 * A build folder (BUILD_DIR) whose published site is replaced whole, never rewritten in place:
 *
 *   releases/<id>/client, releases/<id>/deploy    one complete build each
 *   current -> releases/<id>                      the published build: one rename switches it
 *   client -> current/client                      the paths servers, tests and deploy scripts use
 *   deploy -> current/deploy
 *
 * A build writes into a release of its own, and `current` moves to it only when the build has
 * succeeded. A rename is atomic: a reader resolving build/client sees the old build or the new one,
 * never a mix and never nothing. nginx (root …/build/client) and `pnpm start` resolve the link per
 * request, so they keep serving the old site while a new one is written, or after it fails.
 * A turbo cache hit restores a release folder and the links: two builds never share a folder.
 */
const releasesFolder = "releases";
const currentLink = "current";
/** What the rest of the project reads from a build folder. */
const publishedFolders = ["client", "deploy"] as const;

/**
 * Runs `build` with a fresh release folder to write into, and publishes that release if `build`
 * resolves and wrote a site. If it throws, the release is removed and the published site is untouched.
 * The published release and the one before it are kept (requests being answered from the previous
 * one finish, and it is there to roll back to); older ones are removed.
 */
export async function buildRelease(buildDir: string, build: (releaseDir: string) => Promise<void>): Promise<string> {
  fs.mkdirSync(path.join(buildDir, releasesFolder), { recursive: true });
  adoptUnversionedBuild(buildDir);
  const release = path.join(buildDir, releasesFolder, newReleaseName());
  // Without `recursive`, this fails rather than reuse a folder: a release is always written from empty.
  fs.mkdirSync(release);
  try {
    await build(release);
    if (!fs.existsSync(path.join(release, "client/index.html"))) {
      throw new Error(`the build finished without writing ${path.join(release, "client/index.html")}`);
    }
  } catch (error) {
    fs.rmSync(release, { recursive: true, force: true });
    throw error;
  }
  const previous = currentRelease(buildDir);
  publishRelease(buildDir, release);
  pruneReleases(buildDir, [release, previous]);
  return release;
}

/** Removes a release that will never be published (the build was interrupted). */
export function discardRelease(releaseDir: string): void {
  fs.rmSync(releaseDir, { recursive: true, force: true });
}

/** The release folder `current` points at, if a build was ever published here. */
export function currentRelease(buildDir: string): string | undefined {
  try {
    return path.resolve(buildDir, fs.readlinkSync(path.join(buildDir, currentLink)));
  } catch {
    return undefined;
  }
}

/**
 * The published release of the build folder `release` is being written into, if that folder has
 * one: what a build can reuse of the one before (a hashed asset's name says its bytes).
 */
export function publishedReleaseBeside(release: string): string | undefined {
  const releases = path.dirname(release);
  if (path.basename(releases) !== releasesFolder) return undefined;
  const published = currentRelease(path.dirname(releases));
  return published === path.resolve(release) ? undefined : published;
}

/** Makes `release` the published build in one atomic step. */
export function publishRelease(buildDir: string, release: string): void {
  replaceLink(path.join(buildDir, currentLink), path.relative(buildDir, release));
  for (const folder of publishedFolders) {
    const link = path.join(buildDir, folder);
    const target = path.join(currentLink, folder);
    if (readLink(link) !== target) replaceLink(link, target);
  }
}

/** Removes releases older than every release in `keep`; newer ones may still be being built. */
export function pruneReleases(buildDir: string, keep: readonly (string | undefined)[]): void {
  const kept = keep.filter((release) => release !== undefined).map((release) => path.basename(release));
  if (kept.length === 0) return;
  const oldestKept = kept.sort()[0]!;
  const folder = path.join(buildDir, releasesFolder);
  for (const name of fs.readdirSync(folder)) {
    if (name < oldestKept) fs.rmSync(path.join(folder, name), { recursive: true, force: true });
  }
}

/**
 * A build folder written before releases existed has real client/ and deploy/ folders. They become
 * a release of their own (published at once), so the next build can replace them atomically.
 */
function adoptUnversionedBuild(buildDir: string): void {
  const unversioned = publishedFolders.filter((folder) => isRealFolder(path.join(buildDir, folder)));
  if (unversioned.length === 0) return;
  const release = path.join(buildDir, releasesFolder, `${newReleaseName()}-adopted`);
  fs.mkdirSync(release);
  for (const folder of unversioned) fs.renameSync(path.join(buildDir, folder), path.join(release, folder));
  publishRelease(buildDir, release);
}

let releasesNamed = 0;
/** Sorts by start time (pruning relies on that), and is unique even within a millisecond. */
function newReleaseName(): string {
  releasesNamed += 1;
  return `${new Date().toISOString().replace(/\D/g, "")}-${process.pid}-${String(releasesNamed).padStart(4, "0")}`;
}

/** Points `link` at `target` with a rename over it, so the link is never missing. */
function replaceLink(link: string, target: string): void {
  const next = `${link}.next-${process.pid}`;
  fs.rmSync(next, { force: true });
  fs.symlinkSync(target, next);
  fs.renameSync(next, link);
}

function readLink(link: string): string | undefined {
  try {
    return fs.readlinkSync(link);
  } catch {
    return undefined;
  }
}

function isRealFolder(file: string): boolean {
  try {
    return fs.lstatSync(file).isDirectory();
  } catch {
    return false;
  }
}
