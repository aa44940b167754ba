import { negotiate } from "@fastify/accept-negotiator";
import { siteOutput } from "@site/content";
import fs from "node:fs";
import http, { type IncomingMessage as Request, type ServerResponse as Response } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import send from "send";
import { notFoundPageName } from "../app/lib/not-found-pages";
import { precompressedEncodings } from "../postbuild/compress";
import { contentType, isCompressible } from "../postbuild/content-types";
import { cacheControl } from "../postbuild/headers";
import { spellings } from "../postbuild/redirects";
import { servedRelease, type ServedBuild } from "../publish/releases";

/**
 * `pnpm start`: the build as deploy/nginx.conf serves it (servers-agree.spec.ts asks both), `send`
 * answering for each file (ETag, ranges, conditional requests), around it only what nginx.conf adds.
 * `client` is resolved per request: a newly published build (publish/releases.ts) is served at once.
 */
export function createSiteServer(client: string): http.Server {
  let served: ServedBuild | undefined;
  const server = http.createServer((req, res) => {
    servedRelease(client, served)
      .then((current) => respond((served = current), req, res))
      .catch((error) => fail(res, error, served?.headers ?? []));
  });
  // What Node cannot parse gets nginx's status: 414 for an over-long target, else 404 (`error_page 400 =404`).
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    // A visitor gone, too slow (nginx closes those too) or already answered: nothing more to say.
    const answered = !socket.writable || socket.bytesWritten > 0;
    if (answered || ["ECONNRESET", "ERR_HTTP_REQUEST_TIMEOUT"].includes(error.code!)) return socket.destroy();
    const lineTooLong = !error.rawPacket?.subarray(0, http.maxHeaderSize).includes("\r\n");
    const status = error.code === "HPE_HEADER_OVERFLOW" ? (lineTooLong ? 414 : 431) : 404;
    const head = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      ...(served?.headers ?? []).map((h) => h.join(": ")),
    ];
    socket.end([...head, "Content-Type: text/html; charset=utf-8", "", statusBody(status)].join("\r\n"));
  });
  return server;
}

async function respond({ root, headers, folders, redirects }: ServedBuild, req: Request, res: Response) {
  for (const [name, value] of headers) res.setHeader(name, value);
  if (req.method !== "GET" && req.method !== "HEAD") return statusPage(res, 405, { Allow: "GET, HEAD" });
  const pathname = decodedPath(req.url ?? "/");
  const redirect = pathname && redirects.find(({ from }) => spellings(from).includes(pathname));
  // Sent as nginx sends a redirect: without a charset.
  if (redirect) return statusPage(res, 301, { Location: redirect.to, "Content-Type": "text/html" });
  // nginx's `try_files $uri $uri/index.html`; the static hosts' configuration files are not the site's.
  const file = path.join(root, pathname ?? "/");
  const hostFiles: string[] = [siteOutput.staticHostHeaders, siteOutput.staticHostRedirects];
  const hidden = pathname === undefined || hostFiles.includes(pathname.slice(1));
  const candidates = hidden ? [] : [file, path.join(file, "index.html")];
  const found = candidates[(await Promise.all(candidates.map(isFile))).indexOf(true)];
  if (found && path.basename(found) !== notFoundPageName) {
    // A folder's own headers (the deployed editor's policy) go with its files; its not-found answers are the site's.
    const folder = path.relative(root, found).split(path.sep)[0];
    for (const [name, value] of folders.find((own) => own.folder === folder)?.headers ?? []) res.setHeader(name, value);
    return sendFile(root, found, req, res);
  }
  // An unknown entry of a section (`/dictionary/<term>`, not its data) gets its section's 404 page.
  const section = !found && !pathname?.endsWith(".data") && /^\/([^/]+)\/[^/]+\/?$/.exec(pathname ?? "")?.[1];
  const sectionPage = section ? path.join(root, section, notFoundPageName) : "";
  res.statusCode = 404;
  return sendFile(root, (await isFile(sectionPage)) ? sectionPage : path.join(root, notFoundPageName), req, res);
}

/** The decoded path of a target (absolute-form too, as nginx reads it), normalized: it never leaves the build. */
function decodedPath(target: string): string | undefined {
  try {
    const pathname = decodeURIComponent(target.startsWith("/") ? target.split("?")[0]! : new URL(target).pathname);
    return pathname.startsWith("/") && !pathname.includes("\0") ? path.posix.normalize(pathname) : undefined;
  } catch {
    return undefined;
  }
}

/** Sends a file (a 404 page when the status says so), or the build's brotli or gzip copy the client accepts. */
async function sendFile(root: string, file: string, req: Request, res: Response) {
  const copies = isCompressible(file) ? precompressedEncodings : [];
  const written = await Promise.all(copies.map((copy) => isFile(file + copy.suffix)));
  const available = copies.filter((_, i) => written[i]).map((copy) => copy.encoding);
  const accepted = negotiate(String(req.headers["accept-encoding"] ?? "").toLowerCase(), available);
  const copy = copies.find(({ encoding }) => encoding === accepted);
  // Whether or not this answer is compressed, another client's may be: caches must keep them apart.
  if (copies.length) res.setHeader("Vary", "Accept-Encoding");
  if (copy) res.setHeader("Content-Encoding", copy.encoding);
  const address = `/${path.relative(root, file).split(path.sep).join("/")}`;
  // nginx validates, dates and ranges only a file found at its own address; a compressed one goes whole.
  const atItsAddress = res.statusCode === 200;
  const options = { root, dotfiles: "allow", index: false, etag: false, lastModified: false } as const;
  // The file's own type and caching, which send keeps (a compressed copy's name would give it another type).
  res.setHeader("Content-Type", contentType(file)).setHeader("Cache-Control", cacheControl(address));
  send(req, encodeURI(address + (copy?.suffix ?? "")), { ...options, acceptRanges: atItsAddress && !copy })
    // nginx's validators, from the modification second (send's Date rounds it up from .5 ms) and the size.
    .on("headers", (_, __, stats: fs.Stats) => {
      const second = Math.floor(stats.mtimeMs / 1000);
      res.setHeader("ETag", `"${second.toString(16)}-${stats.size.toString(16)}"`);
      if (atItsAddress) res.setHeader("Last-Modified", new Date(second * 1000).toUTCString());
    })
    .on("error", (error: { status: number; headers?: Record<string, string> }) =>
      [412, 416].includes(error.status) ? statusPage(res, error.status, error.headers) : fail(res, error, []),
    )
    .pipe(res);
}

/** Out of descriptors, a 503 the visitor may retry; anything else a 500; a visitor gone, nothing. */
function fail(res: Response, error: unknown, headers: [string, string][]) {
  if (res.headersSent || res.destroyed) return res.destroy();
  const exhausted = ["EMFILE", "ENFILE"].includes((error as NodeJS.ErrnoException).code!);
  if (!exhausted) console.error(error);
  for (const [name, value] of headers) if (!res.hasHeader(name)) res.setHeader(name, value);
  statusPage(res, exhausted ? 503 : 500, exhausted ? { "Retry-After": "1" } : {});
}

/** The server's own answer for a status (405, 416, a redirect…), as a small HTML page. */
function statusPage(res: Response, status: number, headers: Record<string, string> = {}) {
  for (const name of ["Content-Encoding", "Content-Range", "ETag", "Last-Modified", "Accept-Ranges", "Vary"])
    res.removeHeader(name);
  const body = statusBody(status);
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length, ...headers });
  res.end(body);
}

const statusBody = (status: number, title = `${status} ${http.STATUS_CODES[status]}`) =>
  `<!doctype html>\n<html lang="en"><title>${title}</title><h1>${title}</h1></html>\n`;

const isFile = async (file: string) => (await fs.promises.stat(file).catch(() => null))?.isFile() ?? false;
