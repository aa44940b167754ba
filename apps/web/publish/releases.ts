import fs from "node:fs";
import path from "node:path";
import { readServedRelease, type ServedRelease } from "../postbuild/served-release";

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
 *
 * A release is complete once its marker file is written, the last thing a build does: only a
 * complete release is published or offered for a rollback. A build killed half-way leaves a release
 * without it, which the next build removes.
 */
const releasesFolder = "releases";
const currentLink = "current";
/** Written into a release last, when the build has succeeded (no leading dot: caches keep it). */
const completeMarker = "COMPLETE";
/** A release being removed is first renamed to this prefix, so a half-removed one is never a release. */
const removingPrefix = ".removing-";
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
    removeRelease(release);
    throw error;
  }
  fs.writeFileSync(path.join(release, completeMarker), `${new Date().toISOString()}\n`);
  const previous = currentRelease(buildDir);
  publishRelease(buildDir, release);
  pruneReleases(buildDir, [release, previous]);
  return release;
}

/** The release folder `current` points at, if a build was ever published here. */
export function currentRelease(buildDir: string): string | undefined {
  const target = readLink(path.join(buildDir, currentLink));
  return target === undefined ? undefined : path.resolve(buildDir, target);
}

/** A published build as `pnpm start` serves it: where its files are, and what its deploy folder says. */
export type ServedBuild = ServedRelease & { root: string };

/**
 * The build `client` points at now (`publishRelease` switches the link), with what its deploy
 * folder says: read again only once it is another build.
 */
export async function servedRelease(client: string, last?: ServedBuild): Promise<ServedBuild> {
  const root = await fs.promises.realpath(client);
  if (root === last?.root) return last;
  return { root, ...readServedRelease(path.dirname(root)) };
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

/** Whether the build of `release` finished: only then may it be published. */
function isComplete(release: string): boolean {
  return fs.existsSync(path.join(release, completeMarker));
}

/** The complete releases of a build folder, oldest first (their names sort by the time their build started). */
export function completeReleases(buildDir: string): string[] {
  const folder = path.join(buildDir, releasesFolder);
  const names = fs.readdirSync(folder).filter(isReleaseName).sort();
  return names.map((name) => path.join(folder, name)).filter(isComplete);
}

/** Makes `release` the published build in one atomic step; a release that is not complete is refused. */
export function publishRelease(buildDir: string, release: string): void {
  if (!isComplete(release)) throw new Error(`${release} is not a complete build: it cannot be published`);
  replaceLink(path.join(buildDir, currentLink), path.relative(buildDir, release));
  for (const folder of publishedFolders) {
    const link = path.join(buildDir, folder);
    const target = path.join(currentLink, folder);
    if (readLink(link) !== target) replaceLink(link, target);
  }
}

/**
 * Removes what no one needs: complete releases older than every release in `keep` and than the
 * one published now (newer ones may be about to be published by another build), releases whose
 * build died before completing them, and what an interrupted removal left. The published release
 * and those in `keep` are never touched, nor a release whose build is still running. Each is
 * renamed aside before it is deleted, so a removal cut short leaves no half of a release.
 * Pruning is tidying: a failure is reported, and the build it follows still stands.
 */
export function pruneReleases(buildDir: string, keep: readonly (string | undefined)[]): void {
  const kept = new Set(
    [...keep, currentRelease(buildDir)]
      .filter((release) => release !== undefined)
      .map((release) => path.basename(release)),
  );
  if (kept.size === 0) return;
  const oldestKept = [...kept].sort()[0]!;
  const folder = path.join(buildDir, releasesFolder);
  for (const name of fs.readdirSync(folder)) {
    const release = path.join(folder, name);
    const leftover = name.startsWith(removingPrefix);
    const unwanted =
      isReleaseName(name) && !kept.has(name) && (isComplete(release) ? name < oldestKept : !isBuilding(name));
    if (!leftover && !unwanted) continue;
    try {
      removeRelease(release);
    } catch (error) {
      console.warn(`Could not remove ${release}: ${(error as Error).message}`);
    }
  }
}

/**
 * Publishes the complete release `id` (a folder name under releases/), or without one the newest
 * complete release older than the published one: what `pnpm rollback` does.
 */
export function rollBack(buildDir: string, id?: string): string {
  const complete = completeReleases(buildDir);
  const published = path.basename(currentRelease(buildDir) ?? "");
  const target = id
    ? complete.find((release) => path.basename(release) === id)
    : complete.filter((release) => path.basename(release) < published).at(-1);
  if (!target) {
    throw new Error(
      id
        ? `${id} is not a complete release of ${buildDir}`
        : `${buildDir} has no complete release before the published one`,
    );
  }
  publishRelease(buildDir, target);
  return target;
}

/**
 * Renames a release aside (one atomic step), then deletes it: also a release that will never be
 * published (its build was interrupted).
 */
export function removeRelease(release: string): void {
  const name = path.basename(release);
  const aside = name.startsWith(removingPrefix)
    ? release
    : path.join(path.dirname(release), `${removingPrefix}${name}-${process.pid}`);
  try {
    if (aside !== release) fs.renameSync(release, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  fs.rmSync(aside, { recursive: true, force: true, maxRetries: 3 });
}

const isReleaseName = (name: string) => releaseName.test(name);

/** Whether the build writing release `name` is still running (its process, named in the release, is alive). */
function isBuilding(name: string): boolean {
  const pid = Number(releaseName.exec(name)?.[1]);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
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
  // It was the published site: complete as it is.
  fs.writeFileSync(path.join(release, completeMarker), `${new Date().toISOString()}\n`);
  publishRelease(buildDir, release);
}

let releasesNamed = 0;
/** Start time, the building process (see `isBuilding`) and a count: `newReleaseName`'s names. */
const releaseName = /^\d{17}-(\d+)-\d{4}(?:-adopted)?$/;
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

const isRealFolder = (file: string) => fs.lstatSync(file, { throwIfNoEntry: false })?.isDirectory() === true;
