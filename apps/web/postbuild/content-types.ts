import path from "node:path";
import { lookup } from "mime-types";

/**
 * The media type of every kind of file the site publishes, from mime-db (mime-types) as nginx's come
 * from Debian's mime.types: `charset=utf-8` on text types (deploy/nginx.conf's `charset`), and
 * text/x-script, without one, for React Router's prerendered loader data (.data, a location of its
 * own there). A type neither knows is served as application/octet-stream, and the e2e suite fails
 * on any built file that would be.
 */
export function contentType(file: string): string {
  const extension = path.extname(file).toLowerCase();
  if (extension === ".data") return "text/x-script";
  const type = lookup(extension) || "application/octet-stream";
  return type.startsWith("text/") ? `${type}; charset=utf-8` : type;
}

/** Text formats shrink several times under gzip and brotli; images, fonts and documents are packed already. */
export function isCompressible(file: string): boolean {
  const type = contentType(file);
  return /^text\/|^application\/(json|xml)|\+(json|xml)/.test(type);
}
