import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import tls from "node:tls";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { readServedRelease } from "../../postbuild/served-release";
import { expect, test } from "../fixtures";
import { buildDirs, ports } from "../servers";

/**
 * nginx with deploy/nginx.conf and `pnpm start` asked the same questions about the same build:
 * conditional requests, ranges, redirects, files that are not pages. Both must give the same status
 * and the same headers that matter (the ones below), so a visitor, a cache or a download manager
 * cannot tell which server answered, and neither can drift from the other unnoticed.
 *
 * Three questions are answered differently on purpose, each with its reason (`differ` below): what
 * nginx refuses as unreadable, `send` (pnpm start's file server) ignores, as RFC 9110 allows.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const build = path.join(appRoot, buildDirs.site);
const servers = { nginx: `https://127.0.0.1:${ports.nginx}`, "pnpm start": `http://127.0.0.1:${ports.site}` };

/** Headers both must send alike; Content-Length only where the body is the file, not the server's own page. */
const comparedHeaders = [
  "content-type",
  "content-encoding",
  "content-range",
  "accept-ranges",
  "etag",
  "last-modified",
  "cache-control",
  "vary",
  "location",
  "allow",
];
const serversOwnPages = [301, 405, 412, 414, 416];
type Server = keyof typeof servers;

interface Question {
  what: string;
  address: string;
  headers?: Record<string, string>;
  method?: string;
  /**
   * The request as sent on the connection, for what no HTTP client sends: only the status and the
   * security headers are compared, as neither server looks for a file before answering it.
   */
  raw?: string;
  /** What both must answer, or each, with the reason they differ. */
  status: number | (Record<Server, number> & { why: string });
}

/** What each server answers, for a question they answer differently. */
const differ = (nginx: number, pnpmStart: number, why: string) => ({ nginx, "pnpm start": pnpmStart, why });
const ignoredInvalidRange =
  "RFC 9110 14.2: a server MAY ignore or reject an invalid Range; nginx rejects it (416), send sends the whole file";

function questions(): Question[] {
  const download = fs.readdirSync(path.join(build, "client/downloads")).find((name) => name.endsWith(".pdf"))!;
  const pdf = `/downloads/${download}`;
  const { size, mtimeMs } = fs.statSync(path.join(build, "client", pdf));
  const page = fs.statSync(path.join(build, "client/about/index.html"));
  const { redirects } = readServedRelease(build);
  const redirect = redirects[0]!.from;
  // nginx's entity tag, which `pnpm start` uses too: modification second and size in hexadecimal. (The
  // second is cut from mtimeMs: Node's own Date of it rounds, one second later from .9995 s on.)
  const seconds = Math.floor(mtimeMs / 1000);
  const etag = `"${seconds.toString(16)}-${size.toString(16)}"`;
  const pageEtag = `"${Math.floor(page.mtimeMs / 1000).toString(16)}-${page.size.toString(16)}"`;
  const modified = new Date(seconds * 1000).toUTCString();
  const identity = { "Accept-Encoding": "identity" };
  const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toUTCString();
  const yearsAgo = "Sat, 01 Jan 2000 00:00:00 GMT";
  return [
    { what: "a page", address: "/about", status: 200 },
    { what: "a page, brotli", address: "/about", headers: { "Accept-Encoding": "br" }, status: 200 },
    { what: "a page, gzip", address: "/about", headers: { "Accept-Encoding": "gzip" }, status: 200 },
    { what: "a page, HEAD", address: "/about", method: "HEAD", status: 200 },
    { what: "If-None-Match: *", address: "/about", headers: { "If-None-Match": "*" }, status: 304 },
    { what: "If-None-Match: its tag", address: "/about", headers: { "If-None-Match": pageEtag }, status: 304 },
    { what: "If-None-Match: weak tag", address: "/about", headers: { "If-None-Match": `W/${pageEtag}` }, status: 304 },
    { what: "If-None-Match: other tag", address: "/about", headers: { "If-None-Match": '"x", "y"' }, status: 200 },
    { what: "If-Modified-Since: its time", address: pdf, headers: { "If-Modified-Since": modified }, status: 304 },
    // deploy/nginx.conf's `if_modified_since before`: a copy dated later than the file is current.
    { what: "If-Modified-Since: future", address: pdf, headers: { "If-Modified-Since": inAYear }, status: 304 },
    { what: "If-Modified-Since: past", address: pdf, headers: { "If-Modified-Since": yearsAgo }, status: 200 },
    {
      what: "If-Modified-Since: its time, If-None-Match: other",
      address: pdf,
      headers: { "If-Modified-Since": modified, "If-None-Match": '"x"' },
      status: 200,
    },
    { what: "If-Unmodified-Since: future", address: pdf, headers: { "If-Unmodified-Since": inAYear }, status: 200 },
    { what: "If-Unmodified-Since: past", address: pdf, headers: { "If-Unmodified-Since": yearsAgo }, status: 412 },
    {
      what: "If-Unmodified-Since: garbage",
      address: pdf,
      headers: { "If-Unmodified-Since": "abc" },
      status: differ(412, 200, "RFC 9110 13.1.4: a recipient MUST ignore an If-Unmodified-Since that is not a date"),
    },
    { what: "If-Match: its tag", address: pdf, headers: { "If-Match": etag }, status: 200 },
    { what: "If-Match: other tag", address: pdf, headers: { "If-Match": '"x"' }, status: 412 },
    { what: "Range: bytes=0-9", address: pdf, headers: { Range: "bytes=0-9" }, status: 206 },
    { what: "Range: bytes=-5", address: pdf, headers: { Range: "bytes=-5" }, status: 206 },
    { what: "Range: bytes=5-", address: pdf, headers: { Range: "bytes=5-" }, status: 206 },
    { what: "Range: bytes= 2 - 4", address: pdf, headers: { Range: "bytes= 2 - 4" }, status: 206 },
    { what: "Range: bytes=0-99999999999", address: pdf, headers: { Range: "bytes=0-99999999999" }, status: 206 },
    {
      what: "Range: bytes=abc",
      address: pdf,
      headers: { Range: "bytes=abc" },
      status: differ(416, 200, ignoredInvalidRange),
    },
    { what: "Range: past the end", address: pdf, headers: { Range: `bytes=${size}-` }, status: 416 },
    { what: "Range: bytes=9-3", address: pdf, headers: { Range: "bytes=9-3" }, status: 416 },
    {
      what: "Range: bytes=0-1,abc",
      address: pdf,
      headers: { Range: "bytes=0-1,abc" },
      status: differ(416, 200, ignoredInvalidRange),
    },
    { what: "Range: two ranges", address: pdf, headers: { Range: "bytes=0-1,3-4" }, status: 200 },
    { what: "Range: past the end, then one", address: pdf, headers: { Range: `bytes=${size}-,0-1` }, status: 206 },
    { what: "Range: items=0-1", address: pdf, headers: { Range: "items=0-1" }, status: 200 },
    { what: "If-Range: its tag", address: pdf, headers: { Range: "bytes=0-1", "If-Range": etag }, status: 206 },
    { what: "If-Range: its time", address: pdf, headers: { Range: "bytes=0-1", "If-Range": modified }, status: 206 },
    { what: "If-Range: stale", address: pdf, headers: { Range: "bytes=0-1", "If-Range": '"x"' }, status: 200 },
    { what: "Range of a page, identity", address: "/about", headers: { ...identity, Range: "bytes=0-9" }, status: 206 },
    {
      what: "Range of a page, brotli",
      address: "/about",
      headers: { "Accept-Encoding": "br", Range: "bytes=0-9" },
      status: 200,
    },
    { what: "redirect", address: redirect, status: 301 },
    { what: "redirect, trailing slash", address: `${redirect}/`, status: 301 },
    { what: "redirect, query", address: `${redirect}?from=mail`, status: 301 },
    { what: "redirect of no process", address: "/diy/no-such-process", status: 404 },
    { what: "the static hosts' _headers", address: "/_headers", status: 404 },
    { what: "the static hosts' _redirects", address: "/_redirects", status: 404 },
    { what: "not found", address: "/nope", status: 404 },
    { what: "no deployed editor in this build", address: "/admin", status: 404 },
    { what: "no deployed editor's folder", address: "/admin/", status: 404 },
    { what: "an unknown entry of a section", address: "/dictionary/no-such-term", status: 404 },
    { what: "below an unknown entry", address: "/dictionary/no-such-term/more", status: 404 },
    { what: "a section's 404 page", address: "/dictionary/404.html", status: 404 },
    { what: "malformed address", address: "/%E0%A4%A", status: 404 },
    { what: "POST", address: "/about", method: "POST", status: 405 },
    // nginx serves the path of an absolute-form target whatever its host, as Node's parser reads it.
    {
      what: "absolute-form target",
      address: "http://other.example/about",
      raw: "GET http://other.example/about HTTP/1.1\r\nHost: other.example\r\nConnection: close\r\n\r\n",
      status: 200,
    },
    // Over nginx's 8 KiB a line and Node's 16 KiB of request head: both answer 414 URI Too Long. (Between
    // the two, nginx answers 414 and pnpm start the page, or its 404: no link of the site comes near.)
    {
      what: "a 16 KiB address",
      address: `/${"a".repeat(16 * 1024)}`,
      raw: `GET /${"a".repeat(16 * 1024)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      status: 414,
    },
    // nginx's 400 becomes the 404 page (deploy/nginx.conf's `error_page 400 =404`), and so does Node's.
    { what: "a garbage request line", address: "", raw: "\u0001\u0002 garbage \u0003\r\n\r\n", status: 404 },
  ];
}

interface Answer {
  status: number;
  headers: { name: string; value: string }[];
}

/** A request written as it is on a new connection (TLS for nginx), and the head of the answer. */
function askRaw(origin: string, request: string): Promise<Answer> {
  const { protocol, hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket =
      protocol === "https:"
        ? tls.connect({ host: hostname, port: Number(port), rejectUnauthorized: false }, () => socket.write(request))
        : net.connect(Number(port), hostname, () => socket.write(request));
    let received = "";
    socket.on("data", (chunk) => (received += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [statusLine, ...lines] = received.split("\r\n\r\n")[0]!.split("\r\n");
      const headers = lines.map((line) => ({
        name: line.slice(0, line.indexOf(":")).toLowerCase(),
        value: line.slice(line.indexOf(":") + 1).trim(),
      }));
      resolve({ status: Number(statusLine?.split(" ")[1]), headers });
    });
  });
}

async function ask(request: APIRequestContext, origin: string, question: Question): Promise<Answer> {
  if (question.raw) return askRaw(origin, question.raw);
  const response: APIResponse = await request.fetch(origin + question.address, {
    method: question.method ?? "GET",
    // Each question says which codings it accepts; Playwright's default would be gzip, deflate and br.
    // Each goes on a connection of its own: one that nginx had just closed was once reused, and reset.
    headers: { "Accept-Encoding": "identity", Connection: "close", ...question.headers },
    maxRedirects: 0,
  });
  return { status: response.status(), headers: response.headersArray() };
}

/** Status and the compared headers, as one line per header for a readable difference. */
function answer({ status, headers }: Answer, question: Question): string[] {
  const value = (name: string) => headers.find((header) => header.name.toLowerCase() === name)?.value;
  const compared = question.raw
    ? []
    : serversOwnPages.includes(status)
      ? comparedHeaders
      : [...comparedHeaders, "content-length"];
  // send repeats Accept-Ranges on a 206 and a 304, which nginx leaves off: the client knows already.
  const told = compared.filter((name) => value(name) && !([206, 304].includes(status) && name === "accept-ranges"));
  return [`status ${status}`, ...told.map((name) => `${name}: ${value(name)}`)];
}

test("nginx and pnpm start give the same status and headers to the same questions", async ({ request }) => {
  const rows: string[] = ["| question | nginx | pnpm start |", "| --- | --- | --- |"];
  const problems: string[] = [];
  const differing: string[] = [];
  for (const question of questions()) {
    const answers: Record<string, string[]> = {};
    for (const [server, origin] of Object.entries(servers) as [Server, string][]) {
      const response = await ask(request, origin, question);
      answers[server] = answer(response, question);
      const expected = typeof question.status === "number" ? question.status : question.status[server];
      if (response.status !== expected) {
        problems.push(`${question.what}: ${server} answered ${response.status}, not ${expected}`);
      }
      // Every answer, the servers' own pages included, carries the policy.
      if (response.headers.filter(({ name }) => /^content-security-policy$/i.test(name)).length !== 1) {
        problems.push(`${question.what}: ${server} did not send the Content-Security-Policy exactly once`);
      }
    }
    const [fromNginx, fromStart] = [answers.nginx!, answers["pnpm start"]!];
    if (typeof question.status !== "number") {
      differing.push(`${question.what}: ${question.status.why}`);
    } else if (fromNginx.join("\n") !== fromStart.join("\n")) {
      problems.push(
        `${question.what}:\n  nginx:      ${fromNginx.join(" | ")}\n  pnpm start: ${fromStart.join(" | ")}`,
      );
    }
    rows.push(`| ${question.what} | ${fromNginx[0]!.slice(7)} | ${fromStart[0]!.slice(7)} |`);
  }
  console.log(rows.join("\n"));
  console.log(
    `${differing.length} of ${rows.length - 2} questions answered differently on purpose:\n${differing.join("\n")}`,
  );
  expect(problems).toEqual([]);
});

test("a redirect names the path of the process, without the query, from both servers", async ({ request }) => {
  const { redirects } = readServedRelease(build);
  for (const [server, origin] of Object.entries(servers)) {
    for (const { from, to } of redirects) {
      const response = await request.get(`${origin}${from}?from=mail`, { maxRedirects: 0 });
      expect(response.status(), `${server} ${from}`).toBe(301);
      expect(response.headers()["location"], `${server} ${from}`).toBe(to);
    }
  }
});
