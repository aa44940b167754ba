import fs from "node:fs";
import path from "node:path";

/**
 * The one place files under the content folder are opened. Only an ordinary file with a single name,
 * whose real place is inside the content folder, is read, listed or published: a symbolic link (to
 * /etc/passwd, to another project), a hard link (the same file under a second name, which may be
 * anywhere on the disk), a folder that is a link, a device, a pipe or a socket is refused, with the
 * reason. Reading never follows a link and never waits on a pipe, so a file swapped for one after it
 * was listed is refused too.
 */

/** Why a file is not published, in words that follow its name: `is a symbolic link (to "/etc/passwd")…`. */
type Refusal = string;

/** What an author reads about a refused file (`relative` to the content folder), wherever it is reported. */
export const refusalMessage = (relative: string, why: Refusal) =>
  `the file "${relative}" ${why}: put the file itself in the content folder`;

/** The content folder as the system knows it, so a link anywhere on the way is seen for what it is. */
function realRoot(root: string): string {
  try {
    return fs.realpathSync(root);
  } catch {
    return path.resolve(root);
  }
}

/** Whether `file` is inside the folder `root` (not the folder itself). */
export const isInside = (root: string, file: string) => {
  const relative = path.relative(root, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
};

/** What is wrong with publishing `file` (a path inside `root`), or undefined for an ordinary file inside it. */
export function refusal(root: string, file: string, stat = fs.lstatSync(file)): Refusal | undefined {
  if (stat.isSymbolicLink()) {
    let target = "";
    try {
      target = fs.readlinkSync(file);
    } catch {
      // The reason stands without the target.
    }
    return `is a symbolic link${target ? ` (to "${target}")` : ""}, and links are never published`;
  }
  if (!stat.isFile()) {
    const kind = stat.isFIFO()
      ? "a named pipe"
      : stat.isSocket()
        ? "a socket"
        : stat.isDirectory()
          ? "a folder"
          : "a device";
    return `is not an ordinary file but ${kind}, so it cannot be published`;
  }
  // Its other name may be /etc/passwd: nothing tells where, so no file with two names is published.
  if (stat.nlink > 1) {
    return `is a hard link (the same file under ${stat.nlink} names, which may be outside the content folder), and links are never published`;
  }
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    return "cannot be read";
  }
  if (!isInside(realRoot(root), real))
    return `is really "${real}", outside the content folder (a folder on the way is a link)`;
  return undefined;
}

/**
 * Files directly inside `root/folder` (media/, downloads/; dot files and sub-folders aside), sorted by
 * name: those published, with their sizes, and those refused, with why.
 */
export function listContentFolder(root: string, folder: string) {
  const listing = { files: new Map<string, number>(), refused: new Map<string, Refusal>() };
  const dir = path.join(root, folder);
  let names: string[];
  try {
    names = fs.readdirSync(dir).sort();
  } catch {
    return listing;
  }
  for (const name of names) {
    if (name.startsWith(".")) continue;
    const file = path.join(dir, name);
    const stat = fs.lstatSync(file, { throwIfNoEntry: false });
    if (!stat || stat.isDirectory()) continue;
    const why = refusal(root, file, stat);
    if (why) listing.refused.set(name, why);
    else listing.files.set(name, stat.size);
  }
  return listing;
}

type OpenResult = { fd: number; size: number } | { refused: Refusal } | "missing";

/**
 * Opens a file of the content folder for reading, without following a link at its end (a link
 * further up is caught by its real path). The caller closes the descriptor.
 */
export function openContentFile(root: string, file: string): OpenResult {
  let fd: number;
  try {
    // O_NONBLOCK: a pipe named like a content file must not hang the check.
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return "missing";
    const stat = fs.lstatSync(file, { throwIfNoEntry: false });
    return stat ? { refused: refusal(root, file, stat) ?? "cannot be read" } : "missing";
  }
  const stat = fs.fstatSync(fd);
  const why = refusal(root, file, stat);
  if (why) {
    fs.closeSync(fd);
    return { refused: why };
  }
  return { fd, size: stat.size };
}

/** The bytes of a file of the content folder, read through openContentFile. */
export function readContentFile(root: string, file: string): Buffer | { refused: Refusal } | "missing" {
  const opened = openContentFile(root, file);
  if (typeof opened === "string" || "refused" in opened) return opened;
  try {
    return fs.readFileSync(opened.fd);
  } finally {
    fs.closeSync(opened.fd);
  }
}
