import fs from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream";
import { mediaFolders } from "../schema/links.ts";
import { isInside, openContentFile } from "../source/content-files.ts";

const contentTypes: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".pdf": "application/pdf",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Dev server: /media/* and /downloads/* straight from the content folder. True when it answered. */
export function serveContentFile(root: string, url: string | undefined, res: ServerResponse): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent((url ?? "").split("?")[0] ?? "");
  } catch {
    return false;
  }
  const folder = Object.values(mediaFolders).find((f) => pathname.startsWith(`/${f}/`));
  if (!folder) return false;
  const file = path.join(root, pathname);
  if (!isInside(path.join(root, folder), file)) return false;
  // As the build publishes them: the content folder's own files only, never through a link.
  const opened = openContentFile(root, file);
  if (opened === "missing") return false;
  if ("refused" in opened) {
    // Answered here, so no other server of files gets to follow the link either.
    res.statusCode = 404;
    res.end(`${pathname} is not published: ${opened.refused}`);
    return true;
  }
  res.setHeader("Content-Type", contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream");
  // pipeline closes the file however the request ends, a client that hangs up included.
  pipeline(fs.createReadStream("", { fd: opened.fd }), res, () => {});
  return true;
}
