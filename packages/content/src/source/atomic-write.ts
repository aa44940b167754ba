import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * How every tool writes under the content folder (the CLI, the build's address record, the editor):
 * whole or not at all. The new text goes to a temporary file in the same folder, is flushed to the
 * disk, and is renamed over the old one, which the system does in one step: a full disk, a crash or a
 * killed process leaves the old file as it was, never a file cut mid-line. Not npm's write-file-atomic:
 * its temporary name (`faq.yaml.<number>`) cannot be hidden, so a check during a write, or after a
 * crash, would report it as a stray content file; and it cannot write several files as one change.
 */

/** A temporary name beside `file`, hidden (a dot file), which the check and the tools never read. */
const temporaryBeside = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);

/** Writes `text` to a new temporary file beside `file`, on the disk; returns its name. */
function writeTemporary(file: string, text: string | Uint8Array): string {
  const temporary = temporaryBeside(file);
  const mode = fs.statSync(file, { throwIfNoEntry: false })?.mode;
  const fd = fs.openSync(temporary, "wx", mode === undefined ? 0o666 : mode & 0o777);
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  return temporary;
}

/** Flushes a folder's list of names, so a rename in it survives a crash (where the system allows it). */
function syncFolder(folder: string): void {
  try {
    const fd = fs.openSync(folder, "r");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Not every system can flush a folder; the rename itself is still whole.
  }
}

/**
 * Writes several files as one change: every new text is written to its temporary file first, and
 * only when all are on the disk are they renamed into place. A failure before that removes the
 * temporary files and leaves every file as it was; a failure while renaming puts back those already
 * replaced. Returns what undoes the whole change (a caller with more steps to take, such as moving a
 * file, undoes it when a later step fails). Folders are created as needed, and removed by the undo.
 */
export function replaceFiles(files: ReadonlyMap<string, string | Uint8Array>): () => void {
  const planned = [...files].map(([file, text]) => ({ file, text, before: readIfThere(file) }));
  const created: string[] = [];
  const written: { file: string; temporary: string }[] = [];
  try {
    for (const { file, text } of planned) {
      const folder = fs.mkdirSync(path.dirname(file), { recursive: true });
      if (folder) created.push(folder);
      written.push({ file, temporary: writeTemporary(file, text) });
    }
  } catch (error) {
    for (const { temporary } of written) fs.rmSync(temporary, { force: true });
    for (const folder of created.reverse()) fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const replaced: typeof planned = [];
  const undo = () => {
    for (const { file, before } of replaced.reverse()) {
      if (before === undefined) fs.rmSync(file, { force: true });
      else writeFileAtomic(file, before);
    }
    for (const folder of created.reverse()) fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    for (const [i, { file, temporary }] of written.entries()) {
      fs.renameSync(temporary, file);
      replaced.push(planned[i]!);
    }
  } catch (error) {
    for (const { temporary } of written) fs.rmSync(temporary, { force: true });
    undo();
    throw error;
  }
  for (const folder of new Set(written.map(({ file }) => path.dirname(file)))) syncFolder(folder);
  return undo;
}

/** Writes one file whole or not at all. */
export function writeFileAtomic(file: string, text: string | Uint8Array): void {
  replaceFiles(new Map([[file, text]]));
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}
