import fs from "node:fs";
import path from "node:path";

/**
 * Writes a file whole or not at all: a temporary file beside it, then a rename over it, so a reader
 * (the dev server, the check, git) never sees half a file. The temporary name starts with a dot, which
 * the content check skips. One function, so the authoring layer's own helper can replace it.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
