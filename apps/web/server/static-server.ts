import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { precompressedEncodings } from "../postbuild/compress";
import { contentType, isCompressible } from "../postbuild/content-types";
import { cacheControl, startServerHeadersFile } from "../postbuild/headers";

/**
 * Serves the prerendered site as deploy/nginx.conf does: `/about` and `/about/` get about/index.html,
 * unknown paths (and malformed addresses, and /404 itself) get the 404 page with status 404, methods
 * other than GET and HEAD get 405, text files go out as the build's brotli or gzip copies, hashed
 * assets are cached for a year, and every response carries the build's security headers once.
 *
 * `client` (build/client) is resolved on every request, so a build published while the server runs
 * is served from the next request on, and a failed build changes nothing (publish/releases.ts). The
 * headers come from the build being served, not from the content as it is now: a content edit that
 * does not build yet cannot change or stop the running site.
 */
export function createSiteServer(client: string): http.Server {
  return http.createServer((req, res) => {
    respond(client, req, res).catch((error: unknown) => {
      console.error(`${req.method} ${req.url}:`, error);
      if (!res.headersSent) sendText(res, 500, "Internal Server Error");
      else res.destroy();
    });
  });
}

/** A build's security headers, read once per build (the deploy folder beside its client folder). */
const headersOfBuild = new Map<string, Promise<[string, string][]>>();
function securityHeadersOf(release: string): Promise<[string, string][]> {
  let headers = headersOfBuild.get(release);
  if (!headers) {
    const file = path.join(path.dirname(release), "deploy", startServerHeadersFile);
    headers = fs.promises.readFile(file, "utf8").then((text) => JSON.parse(text) as [string, string][]);
    headers.catch(() => headersOfBuild.delete(release));
    headersOfBuild.set(release, headers);
  }
  return headers;
}

const allowedMethods = ["GET", "HEAD"];

async function respond(client: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  // One build answers the whole request, even if another is published meanwhile.
  const release = await fs.promises.realpath(client);
  for (const [name, value] of await securityHeadersOf(release)) res.setHeader(name, value);
  if (!allowedMethods.includes(req.method ?? "")) {
    res.setHeader("Allow", allowedMethods.join(", "));
    return sendText(res, 405, "Method Not Allowed");
  }
  const file = await findFile(release, (req.url ?? "/").split("?")[0]!);
  const notFoundPage = path.join(release, "404.html");
  if (!file || file === notFoundPage) return sendFile(req, res, notFoundPage, 404, "/404.html");
  return sendFile(req, res, file, 200, `/${path.relative(release, file).split(path.sep).join("/")}`);
}

/** The file an address names, as nginx's `try_files $uri $uri/index.html` finds it. */
async function findFile(release: string, rawPath: string): Promise<string | undefined> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (!pathname.startsWith("/") || pathname.includes("\0")) return undefined;
  const file = path.join(release, path.posix.normalize(pathname));
  if (file !== release && !file.startsWith(release + path.sep)) return undefined;
  for (const candidate of [file, path.join(file, "index.html")]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

async function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  status: 200 | 404,
  pathname: string,
): Promise<void> {
  res.setHeader("Content-Type", contentType(file));
  res.setHeader("Cache-Control", cacheControl(pathname));
  const compressible = isCompressible(file);
  const variant = compressible ? await compressedVariant(file, req.headers["accept-encoding"]) : undefined;
  // Whether or not this answer is compressed, another client's may be: caches must keep them apart.
  if (compressible) res.setHeader("Vary", "Accept-Encoding");
  if (variant) res.setHeader("Content-Encoding", variant.encoding);
  const handle = await fs.promises.open(variant?.file ?? file, "r");
  try {
    const { size, mtime } = await handle.stat();
    let range: { start: number; end: number } | undefined;
    if (status === 200) {
      const seconds = Math.floor(mtime.getTime() / 1000);
      const etag = `"${size.toString(16)}-${seconds.toString(16)}${variant ? `-${variant.encoding}` : ""}"`;
      res.setHeader("ETag", etag);
      res.setHeader("Last-Modified", mtime.toUTCString());
      if (isFresh(req, etag, seconds)) {
        res.writeHead(304).end();
        return;
      }
      // Ranges of the file as it is on disk; a compressed answer is always whole.
      if (!variant) {
        res.setHeader("Accept-Ranges", "bytes");
        const ifRange = req.headers["if-range"];
        const requested = ifRange && ifRange !== etag ? undefined : requestedRange(req.headers.range, size);
        if (requested === "unsatisfiable") {
          res.setHeader("Content-Range", `bytes */${size}`);
          return sendText(res, 416, "Range Not Satisfiable");
        }
        range = requested;
      }
    }
    const start = range?.start ?? 0;
    const end = range?.end ?? size - 1;
    if (range) res.setHeader("Content-Range", `bytes ${start}-${end}/${size}`);
    res.writeHead(range ? 206 : status, { "Content-Length": end - start + 1 });
    if (req.method === "HEAD" || size === 0) {
      res.end();
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const stream = handle.createReadStream({ start, end, autoClose: false });
      stream.on("error", reject);
      // Finished, or the visitor went away: either way the file is done with.
      res.on("close", () => {
        stream.destroy();
        resolve();
      });
      stream.pipe(res);
    });
  } finally {
    await handle.close();
  }
}

/** The build's brotli or gzip copy of `file`, if it wrote one and the client accepts it. */
async function compressedVariant(file: string, acceptEncoding: string | string[] | undefined) {
  const accepted = acceptedEncodings(String(acceptEncoding ?? ""));
  for (const { encoding, suffix } of precompressedEncodings) {
    if (accepted.has(encoding) && (await isFile(file + suffix))) return { encoding, file: file + suffix };
  }
  return undefined;
}

/** The codings an Accept-Encoding header allows (`br;q=0` refuses brotli). */
export function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (coding?.trim() && (q === undefined || Number(q) > 0)) accepted.add(coding.trim());
  }
  return accepted;
}

function isFresh(req: http.IncomingMessage, etag: string, modifiedSeconds: number): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch) return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
  const ifModifiedSince = Date.parse(req.headers["if-modified-since"] ?? "");
  return !Number.isNaN(ifModifiedSince) && modifiedSeconds * 1000 <= ifModifiedSince;
}

/** A single `bytes=` range; several ranges, or one in another unit, get the whole file as nginx sends it. */
function requestedRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [from, to] = [match[1]!, match[2]!];
  const start = from === "" ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === "" || to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

function sendText(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text) + 1 });
  res.end(`${text}\n`);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}
