import path from "node:path";

/**
 * The media type of every kind of file the site publishes: its own pages and assets, and the media
 * and downloads authors add. `pnpm start` sends these; nginx has the same in Debian's mime.types
 * (plus the .data location in deploy/nginx.conf). A file type missing here is served as
 * application/octet-stream, and the e2e suite fails on any built file that would be.
 */
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".map": "application/json",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  // React Router's prerendered loader data.
  ".data": "text/x-script",
  ".txt": "text/plain; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".vtt": "text/vtt; charset=utf-8",
  ".xml": "application/xml",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/vnd.microsoft.icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".rtf": "application/rtf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".ppt": "application/vnd.ms-powerpoint",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".odt": "application/vnd.oasis.opendocument.text",
  ".ods": "application/vnd.oasis.opendocument.spreadsheet",
  ".zip": "application/zip",
  ".mp3": "audio/mpeg",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

export const unknownType = "application/octet-stream";

export function contentType(file: string): string {
  return types[path.extname(file).toLowerCase()] ?? unknownType;
}

/** Text formats shrink several times under gzip and brotli; images, fonts and documents are packed already. */
export function isCompressible(file: string): boolean {
  const type = contentType(file);
  return /^text\/|^application\/(json|xml)|\+(json|xml)/.test(type);
}
