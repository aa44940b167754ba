import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const repositoryRoot = path.resolve(import.meta.dirname, "../../../..");

/**
 * A copy of some of the repository's folders and files in a temporary folder, as they are in the
 * working tree (tracked and new files, never ignored ones such as builds). The rest of the
 * workspace and the installed packages are linked, so the copy installs nothing and runs as the
 * repository does; a package's own node_modules holds relative links, which then point into the copy.
 */
export function copyOfRepository(parts: readonly string[]): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "repository-copy-"));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z", "--", ...parts], {
    cwd: repositoryRoot,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && fs.existsSync(path.join(repositoryRoot, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(repositoryRoot, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(repositoryRoot, "node_modules"), path.join(copy, "node_modules"));
  for (const workspace of ["apps", "packages"]) {
    for (const name of fs.readdirSync(path.join(repositoryRoot, workspace))) {
      const from = path.join(repositoryRoot, workspace, name);
      const to = path.join(copy, workspace, name);
      if (!fs.existsSync(to)) {
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.symlinkSync(from, to);
      } else if (fs.existsSync(path.join(from, "node_modules"))) {
        fs.cpSync(path.join(from, "node_modules"), path.join(to, "node_modules"), {
          recursive: true,
          verbatimSymlinks: true,
          filter: (source) => !/[\\/]\.vite/.test(path.relative(from, source)),
        });
      }
    }
  }
  return copy;
}

/** Every file of a copy (links and node_modules aside) and a hash of its bytes, to see what changed. */
export function fileHashes(root: string, parts: readonly string[]): Map<string, string> {
  const hashes = new Map<string, string>();
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    const stat = fs.lstatSync(full, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink() || path.basename(relative) === "node_modules") return;
    if (stat.isDirectory()) for (const name of fs.readdirSync(full)) visit(path.join(relative, name));
    else hashes.set(relative.split(path.sep).join("/"), createHash("sha1").update(fs.readFileSync(full)).digest("hex"));
  };
  for (const part of parts) visit(part);
  return hashes;
}
