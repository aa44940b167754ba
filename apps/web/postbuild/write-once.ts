import fs from "node:fs";
import path from "node:path";

/** The build was about to write a file where it had already written one: a page, a share page, the sitemap. */
export class OverwriteError extends Error {
  constructor(relative: string) {
    super(
      `the build would write /${relative.split(path.sep).join("/")} where it has already written a file; nothing was overwritten. ` +
        "A former address or a page name that takes a file of the build is refused by `pnpm content:check`: run it.",
    );
    this.name = "OverwriteError";
  }
}

/**
 * How every step after React Router's prerender writes into the build: a new file only, never over
 * one already there (a prerendered page, another step's file), nor through a file where a folder
 * would have to be. The check keeps content from asking for that; this is the second line.
 * A step that changes a file it or React Router wrote says so with `rewrite`.
 */
export class WriteOnce {
  constructor(readonly dir: string) {}

  /** Writes a new file at `relative`; refuses (OverwriteError) if anything is there already. */
  create(relative: string, data: string | Uint8Array): void {
    const file = path.join(this.dir, relative);
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, data, { flag: "wx" });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EEXIST" || code === "ENOTDIR" || code === "EISDIR") throw new OverwriteError(relative);
      throw error;
    }
  }

  /** Writes `relative` again: a file the build already wrote and this step changes (a page's scripts moved out). */
  rewrite(relative: string, data: string | Uint8Array): void {
    const file = path.join(this.dir, relative);
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile())
      throw new Error(`the build has no file ${relative} to rewrite`);
    fs.writeFileSync(file, data);
  }

  /** Moves a file the build wrote to a new place, which must be free. */
  move(from: string, to: string): void {
    const target = path.join(this.dir, to);
    if (fs.existsSync(target)) throw new OverwriteError(to);
    fs.renameSync(path.join(this.dir, from), target);
  }
}
