import fs from "node:fs";
import http from "node:http";
import type { Duplex } from "node:stream";
import { pipeline } from "node:stream/promises";
import path from "node:path";
import { precompressedEncodings } from "../postbuild/compress";
import { notFoundPageName } from "../app/lib/not-found-pages";
import { contentType, isCompressible } from "../postbuild/content-types";
import { cacheControl, staticHostHeadersFile } from "../postbuild/headers";
import { staticHostRedirectsFile } from "../postbuild/redirects";
import { preconditionStatus, requestedRange, validatorsOf } from "./conditional-requests";
import { servedRelease, type ServedRelease } from "./served-release";

/**
 * Serves the prerendered site as deploy/nginx.conf does: `/about` and `/about/` get about/index.html,
 * unknown paths (and malformed addresses, and the 404 pages' own addresses) get the 404 page with
 * status 404 (an unknown entry of a section, its section's), methods other than GET and HEAD get 405, the build's redirects get a 301, text files go out as the build's
 * brotli or gzip copies, hashed assets are cached for a year, conditional and range requests are
 * answered as nginx answers them, and every response, the server's own errors included, carries the
 * build's security headers once.
 *
 * `client` (build/client) is resolved on every request, so a build published while the server runs
 * is served from the next request on, and a failed build changes nothing (publish/releases.ts).
 *
 * A file is opened only to be sent, by a stream that `pipeline` destroys (closing the file) however
 * the answer ends: a visitor who goes away cannot leave a file open. Out of descriptors, a request
 * gets a 503 and the next one is tried afresh.
 */
export function createSiteServer(client: string): http.Server {
  /** The headers of the last build read, for answers that cannot read one (descriptors ran out). */
  let lastHeaders: [string, string][] = [];
  const release = async () => {
    const served = await servedRelease(client);
    lastHeaders = served.securityHeaders;
    return served;
  };

  const server = http.createServer(async (req, res) => {
    try {
      await respond(await release(), req, res);
    } catch (error) {
      fail(req, res, error, lastHeaders);
    }
  });
  // Requests Node's parser refuses (a header too large, a malformed line) never reach `respond`.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A visitor gone, or one already answered on this connection: nothing more to say.
    const answered = (socket as Duplex & { bytesWritten?: number }).bytesWritten;
    if (error.code === "ECONNRESET" || !socket.writable || answered) return socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    void release().then(
      ({ securityHeaders }) => socket.end(rawStatusResponse(status, securityHeaders)),
      () => socket.end(rawStatusResponse(status, lastHeaders)),
    );
  });
  return server;
}

const allowedMethods = ["GET", "HEAD"];

async function respond(release: ServedRelease, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  for (const [name, value] of release.securityHeaders) res.setHeader(name, value);
  if (!allowedMethods.includes(req.method ?? "")) {
    res.setHeader("Allow", allowedMethods.join(", "));
    return sendStatusPage(res, 405);
  }
  const pathname = decodedPath((req.url ?? "/").split("?")[0]!);
  const redirect = pathname && release.redirects.get(pathname);
  if (redirect) {
    res.setHeader("Location", redirect);
    // As nginx sends a redirect: its charset is left off (see ngx_http_charset_filter_module).
    return sendStatusPage(res, 301, "text/html");
  }
  const file = pathname === undefined ? undefined : await findFile(release.root, pathname);
  if (!file || path.basename(file) === notFoundPageName) {
    const notFound =
      (!file && pathname && (await sectionNotFoundPage(release.root, pathname))) || `/${notFoundPageName}`;
    return sendFile(req, res, path.join(release.root, notFound), 404, notFound);
  }
  return sendFile(req, res, file, 200, `/${path.relative(release.root, file).split(path.sep).join("/")}`);
}

/** The decoded path of an address, undefined if it is malformed. */
function decodedPath(rawPath: string): string | undefined {
  try {
    const pathname = decodeURIComponent(rawPath);
    return pathname.startsWith("/") && !pathname.includes("\0") ? path.posix.normalize(pathname) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An unknown entry of a section (one segment below it: `/dictionary/<term>`) gets the section's
 * not-found page; its data (`.data`), like any other file, the site's.
 */
async function sectionNotFoundPage(root: string, pathname: string): Promise<string | undefined> {
  const section = pathname.endsWith(".data") ? undefined : /^\/([^/]+)\/[^/]+\/?$/.exec(pathname)?.[1];
  const page = section && `/${section}/${notFoundPageName}`;
  return page && (await isFile(path.join(root, page))) ? page : undefined;
}

/**
 * The file a path names, as nginx's `try_files $uri $uri/index.html` finds it. The static hosts'
 * headers and redirects files are their configuration, not part of the site.
 */
async function findFile(root: string, pathname: string): Promise<string | undefined> {
  if (pathname === `/${staticHostHeadersFile}` || pathname === `/${staticHostRedirectsFile}`) return undefined;
  const file = path.join(root, pathname);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
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
  const sent = variant?.file ?? file;
  const stats = await fs.promises.stat(sent);
  let start = 0;
  let end = stats.size - 1;
  let partial = false;
  const validators = validatorsOf(stats);
  // nginx tags the 404 page too, but validates and dates only a file found at its own address.
  res.setHeader("ETag", validators.etag);
  if (status === 200) {
    res.setHeader("Last-Modified", stats.mtime.toUTCString());
    const precondition = preconditionStatus(req.headers, validators);
    if (precondition === 304) {
      for (const name of ["Content-Type", "Content-Encoding"]) res.removeHeader(name);
      res.writeHead(304).end();
      return;
    }
    if (precondition === 412) return sendStatusPage(res, 412);
    // Ranges of the file as it is on disk; a compressed answer is always whole.
    if (!variant) {
      const range = requestedRange(req.headers, stats.size, validators);
      if (range === "unsatisfiable") {
        res.setHeader("Content-Range", `bytes */${stats.size}`);
        return sendStatusPage(res, 416);
      }
      if (range) {
        ({ start, end } = range);
        partial = true;
        res.setHeader("Content-Range", `bytes ${start}-${end}/${stats.size}`);
      } else {
        res.setHeader("Accept-Ranges", "bytes");
      }
    }
  }
  res.setHeader("Content-Length", end - start + 1);
  if (req.method === "HEAD" || end < start) {
    res.writeHead(partial ? 206 : status).end();
    return;
  }
  if (res.destroyed) return;
  const stream = fs.createReadStream(sent, { start, end });
  // Opened before the status is sent, so running out of descriptors can still be answered with a 503.
  await new Promise<void>((resolve, reject) => stream.once("ready", () => resolve()).once("error", reject));
  res.writeHead(partial ? 206 : status);
  await pipeline(stream, res);
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

/** Headers that describe a file, wrong on an error page sent instead of it. */
const fileHeaders = ["Content-Encoding", "Content-Range", "Content-Length", "ETag", "Last-Modified", "Accept-Ranges"];

/**
 * A request that failed: out of descriptors (or files, system-wide), a 503 the visitor may retry;
 * anything else, a 500. A visitor who went away needs no answer.
 */
function fail(req: http.IncomingMessage, res: http.ServerResponse, error: unknown, lastHeaders: [string, string][]) {
  const code = (error as NodeJS.ErrnoException).code;
  const exhausted = code === "EMFILE" || code === "ENFILE";
  if (res.headersSent || res.destroyed) {
    // Gone, or cut short: the visitor sees a truncated answer, never a wrong one.
    const visitorLeft = res.destroyed || code === "ERR_STREAM_PREMATURE_CLOSE";
    res.destroy();
    if (!visitorLeft) console.error(`${req.method} ${req.url}:`, error);
    return;
  }
  if (exhausted) reportExhaustion();
  else console.error(`${req.method} ${req.url}:`, error);
  for (const [name, value] of lastHeaders) if (!res.hasHeader(name)) res.setHeader(name, value);
  for (const name of fileHeaders) res.removeHeader(name);
  if (exhausted) res.setHeader("Retry-After", "1");
  sendStatusPage(res, exhausted ? 503 : 500);
}

let exhaustionReported = 0;
/** Once a minute at most: under a flood, one line says what is happening. */
function reportExhaustion() {
  if (Date.now() - exhaustionReported < 60_000) return;
  exhaustionReported = Date.now();
  console.error("Out of file descriptors: answering 503 until some are free (raise `ulimit -n`?)");
}

/** The server's own answer for a status (405, 416, a redirect…), as a small HTML page. */
function sendStatusPage(res: http.ServerResponse, status: number, type = "text/html; charset=utf-8"): void {
  for (const name of fileHeaders) if (name !== "Content-Range") res.removeHeader(name);
  const body = statusPage(status);
  res.writeHead(status, { "Content-Type": type, "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

/** The same, written straight to a connection whose request Node could not parse. */
function rawStatusResponse(status: number, headers: [string, string][]): string {
  const body = statusPage(status);
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    "Content-Type: text/html; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}

function statusPage(status: number): string {
  const title = `${status} ${http.STATUS_CODES[status]}`;
  return `<!doctype html>\n<html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>\n`;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}
