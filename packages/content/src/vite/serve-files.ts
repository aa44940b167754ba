import fs from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { mediaFolders } from "../schema/links.ts";

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
  const base = path.join(root, folder);
  const file = path.join(root, pathname);
  const inside = path.relative(base, file);
  if (inside === "" || inside.startsWith("..") || path.isAbsolute(inside)) return false;
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return false;
  res.setHeader("Content-Type", contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream");
  fs.createReadStream(file).pipe(res);
  return true;
}
