import fs from "node:fs";
import type http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import store from "virtual:content/store";
import { adminCsp, siteCsp } from "../postbuild/csp";
import { folderHeaders, securityHeaders } from "../postbuild/headers";
import { servedReleaseFile, type ServedRelease } from "../postbuild/served-release";
import { createSiteServer } from "../server/static-server";

// `pnpm start`'s server on a small site of its own; the e2e suite runs the same checks on the real build.

let buildDir: string;
// The site as built when site.yaml names the repository /admin edits.
const withEditor = {
  ...store.site,
  editor: { repository: "our-group/website", branch: "main", authUrl: "https://auth.example.org" },
};
let root: string;
let server: http.Server;
let origin: string;
const script = "console.log('a script long enough to be worth compressing');\n".repeat(20);

beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-static-server-test-"));
  root = path.join(buildDir, "client");
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  fs.mkdirSync(path.join(buildDir, "deploy"));
  const served: ServedRelease = {
    headers: securityHeaders(store.site),
    folders: folderHeaders(withEditor),
    redirects: [{ from: "/diy/trust", to: "/diy-processes/trust" }],
  };
  fs.writeFileSync(path.join(buildDir, "deploy", servedReleaseFile), JSON.stringify(served));
  write("index.html", "<h1>Home</h1>");
  write("404.html", "<h1>Oops! Page not found</h1>");
  write("about/index.html", "<h1>About</h1>");
  write("admin/index.html", "<title>Content editor</title>");
  write("assets/app.js", script);
  write("assets/app.js.br", brotliCompressSync(script));
  write("assets/app.js.gz", gzipSync(script));
  write("downloads/template.docx", "PK not really a docx");
  write("downloads/guide.pdf", "%PDF-1.4 0123456789");
  write("diy/trust/index.html", '<meta http-equiv="refresh" content="0;url=/diy-processes/trust">');
  write("_headers", "/*\n  X-Frame-Options: DENY\n");
  write("_redirects", "/diy/trust /diy-processes/trust 301!\n/dictionary/:id  /dictionary/404.html  404\n");
  write("dictionary/trust/index.html", "<h1>Trust</h1>");
  write("dictionary/404.html", "<h1>Term Not Found</h1>");
  fs.writeFileSync(path.join(os.tmpdir(), "site-static-server-secret.txt"), "secret");
  server = createSiteServer(root);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(buildDir, { recursive: true, force: true });
});

// As a browser revalidates: fetch would add `Cache-Control: no-cache` to a conditional request.
const get = (address: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(origin + address, { method, headers: { "Cache-Control": "max-age=0", ...headers }, redirect: "manual" });

describe("pnpm start's static server", () => {
  it("sends the deployed editor's policy with its files only, and the site's everywhere else", async () => {
    const policy = (response: Response) => response.headers.get("content-security-policy");
    const editorPolicy = adminCsp();
    for (const address of ["/admin", "/admin/"]) {
      const admin = await get(address);
      expect(admin.status, address).toBe(200);
      expect(await admin.text()).toContain("Content editor");
      expect(policy(admin), address).toBe(editorPolicy);
      expect(admin.headers.get("x-frame-options")).toBe("DENY");
    }
    const site = siteCsp(store.site);
    for (const address of ["/about", "/admin/missing", "/administrator", "/"])
      expect(policy(await get(address)), address).toBe(site);
  });

  it("answers only GET and HEAD, with Allow on the 405", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const response = await get("/about", {}, method);
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("GET, HEAD");
      expect(response.headers.get("content-security-policy"), method).toContain("default-src");
    }
    const head = await get("/about", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String("<h1>About</h1>".length));
    expect(await head.text()).toBe("");
  });

  it("gives the 404 page with status 404 for unknown, malformed and escaping addresses and for /404", async () => {
    for (const address of [
      "/nope",
      "/404",
      "/404.html",
      "/%E0%A4%A",
      "/..%2fsite-static-server-secret.txt",
      "/%2e%2e/site-static-server-secret.txt",
      "/about%00",
      "/assets",
    ]) {
      const response = await get(address);
      expect(response.status, address).toBe(404);
      expect(await response.text(), address).toBe("<h1>Oops! Page not found</h1>");
      expect(response.headers.get("content-type"), address).toBe("text/html; charset=utf-8");
    }
  });

  it("serves /about and /about/ from about/index.html", async () => {
    for (const address of ["/", "/about", "/about/", "/about/index.html"]) {
      const response = await get(address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    }
  });

  it("sends documents with their own types", async () => {
    expect((await get("/downloads/template.docx")).headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect((await get("/downloads/guide.pdf")).headers.get("content-type")).toBe("application/pdf");
  });

  it("sends the brotli or gzip copy the client accepts, and the file itself otherwise", async () => {
    const cases: [string, string | null, string][] = [
      ["br, gzip", "br", "app.js.br"],
      ["gzip, deflate", "gzip", "app.js.gz"],
      ["gzip;q=0.5, br;q=0", "gzip", "app.js.gz"],
      ["BR;q=0, GZIP ; q=0.8", "gzip", "app.js.gz"],
      ["br;q=0.0, gzip;q=0", null, "app.js"],
      ["identity", null, "app.js"],
      ["", null, "app.js"],
    ];
    for (const [accept, encoding, file] of cases) {
      const response = await get("/assets/app.js", { "Accept-Encoding": accept });
      expect(response.headers.get("content-encoding"), accept).toBe(encoding);
      expect(response.headers.get("vary"), accept).toBe("Accept-Encoding");
      expect(response.headers.get("content-length"), accept).toBe(
        String(fs.statSync(path.join(root, "assets", file)).size),
      );
      expect(await response.text(), accept).toBe(script);
    }
    // Documents are not text: no Vary, no encoding.
    const pdf = await get("/downloads/guide.pdf", { "Accept-Encoding": "br, gzip" });
    expect(pdf.headers.get("vary")).toBeNull();
    expect(pdf.headers.get("content-encoding")).toBeNull();
  });

  it("answers a repeated request with 304 and sends each security header once", async () => {
    const first = await get("/about");
    const etag = first.headers.get("etag")!;
    const again = await get("/about", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    const brotli = await get("/assets/app.js", { "Accept-Encoding": "br" });
    expect(brotli.headers.get("etag")).not.toBe(
      (await get("/assets/app.js", { "Accept-Encoding": "" })).headers.get("etag"),
    );
    for (const response of [first, again]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    }
  });

  it("serves byte ranges of the file, and 416 for a range past its end", async () => {
    const part = await get("/downloads/guide.pdf", { Range: "bytes=9-13" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 9-13/19");
    expect(await part.text()).toBe("01234");
    const tail = await get("/downloads/guide.pdf", { Range: "bytes=-3" });
    expect(await tail.text()).toBe("789");
    const past = await get("/downloads/guide.pdf", { Range: "bytes=100-" });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */19");
    const stale = await get("/downloads/guide.pdf", { Range: "bytes=0-3", "If-Range": '"stale"' });
    expect(stale.status).toBe(200);
  });
});

describe("pnpm start answering as nginx does", () => {
  it("answers If-None-Match: * with 304, and If-Modified-Since with 304 unless the file changed since", async () => {
    expect((await get("/about", { "If-None-Match": "*" })).status).toBe(304);
    const lastModified = (await get("/about")).headers.get("last-modified")!;
    expect((await get("/about", { "If-Modified-Since": lastModified })).status).toBe(304);
    // deploy/nginx.conf's `if_modified_since before`, as RFC 9110 has it.
    const future = new Date(Date.now() + 86_400_000).toUTCString();
    expect((await get("/about", { "If-Modified-Since": future })).status).toBe(304);
    const past = new Date(Date.parse(lastModified) - 86_400_000).toUTCString();
    expect((await get("/about", { "If-Modified-Since": past })).status).toBe(200);
  });

  it("dates and tags a file by its modification second, as nginx does, even in its last half millisecond", async () => {
    // Node's Date of a file's time rounds to the millisecond: 12.9996 s would read as second 13.
    const file = path.join(root, "downloads/guide.pdf");
    fs.utimesSync(file, 1_700_000_012.9996, 1_700_000_012.9996);
    const answer = await get("/downloads/guide.pdf");
    expect(answer.headers.get("last-modified")).toBe(new Date(1_700_000_012_000).toUTCString());
    expect(answer.headers.get("etag")).toBe(`"${(1_700_000_012).toString(16)}-${fs.statSync(file).size.toString(16)}"`);
    expect(
      (await get("/downloads/guide.pdf", { "If-Modified-Since": answer.headers.get("last-modified")! })).status,
    ).toBe(304);
  });

  it("answers an unreadable range or several ranges with the whole file", async () => {
    for (const range of ["bytes=abc", "bytes=0-1,3-4"]) {
      const whole = await get("/downloads/guide.pdf", { Range: range });
      expect(whole.status, range).toBe(200);
      expect(await whole.text(), range).toBe("%PDF-1.4 0123456789");
    }
  });

  it("sends an old process address on to its page with a 301, with the security headers", async () => {
    for (const address of ["/diy/trust", "/diy/trust/", "/diy/trust?from=mail"]) {
      const response = await get(address);
      expect(response.status, address).toBe(301);
      expect(response.headers.get("location"), address).toBe("/diy-processes/trust");
      expect(response.headers.get("content-security-policy"), address).toContain("default-src");
    }
  });

  it("does not serve the static hosts' headers and rules files", async () => {
    for (const address of ["/_headers", "/_redirects"]) {
      const response = await get(address);
      expect(response.status, address).toBe(404);
      expect(await response.text(), address).toBe("<h1>Oops! Page not found</h1>");
    }
  });

  it("gives an unknown entry of a section the section's not-found page, and anything else the site's", async () => {
    for (const address of ["/dictionary/nope", "/dictionary/Nope/", "/dictionary/no%20such%20term"]) {
      const response = await get(address);
      expect(response.status, address).toBe(404);
      expect(await response.text(), address).toBe("<h1>Term Not Found</h1>");
    }
    for (const address of ["/dictionary/404.html", "/dictionary/nope/more", "/dictionary/nope.data", "/about/nope"]) {
      const response = await get(address);
      expect(response.status, address).toBe(404);
      expect(await response.text(), address).toBe("<h1>Oops! Page not found</h1>");
    }
    expect((await get("/dictionary/trust")).status).toBe(200);
  });

  it("answers what it cannot parse as nginx does (404, 414, 431), with the security headers", async () => {
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        let answer = "";
        const socket = net.connect(Number(new URL(origin).port), "127.0.0.1", () => socket.write(request));
        socket.on("data", (chunk) => (answer += chunk));
        socket.on("close", () => resolve(answer));
      });
    const malformed = await raw("GET /about HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n");
    const garbage = await raw("\x16\x03\x01 not a request\r\n\r\n");
    const tooLarge = await raw(`GET /about HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    const longTarget = await raw(`GET /${"a".repeat(16 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    const absolute = await raw(
      "GET http://other.example/about HTTP/1.1\r\nHost: other.example\r\nConnection: close\r\n\r\n",
    );
    expect(absolute.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
    expect(absolute).toContain("<h1>About</h1>");
    for (const [answer, status] of [
      [malformed, "404 Not Found"],
      [garbage, "404 Not Found"],
      [tooLarge, "431 Request Header Fields Too Large"],
      [longTarget, "414 URI Too Long"],
    ] as const) {
      expect(answer.split("\r\n")[0]).toBe(`HTTP/1.1 ${status}`);
      for (const [name, value] of securityHeaders(store.site)) expect(answer, name).toContain(`${name}: ${value}\r\n`);
    }
  });
});
