import fs from "node:fs";
import path from "node:path";
import type { APIResponse } from "@playwright/test";
import { contentType } from "../postbuild/content-types";
import { expect, test } from "./fixtures";

/**
 * What both servers of the build must do alike, nginx with deploy/nginx.conf and `pnpm start`:
 * declared once, run by nginx.spec.ts and start-server.spec.ts against their own server.
 */
export function staticServingTests({ client, securityHeaders }: { client: string; securityHeaders: string[] }) {
  /** How many times each security header appears (a header sent twice is two entries). */
  function securityHeaderCounts(response: APIResponse): Record<string, number> {
    const counts = Object.fromEntries(securityHeaders.map((name) => [name, 0]));
    for (const { name } of response.headersArray()) {
      if (name.toLowerCase() in counts) counts[name.toLowerCase()]! += 1;
    }
    return counts;
  }
  const eachOnce = Object.fromEntries(securityHeaders.map((name) => [name, 1]));

  test("pages are served with 200, their own HTML and revalidation", async ({ request }) => {
    for (const address of ["/", "/about", "/about/", "/dictionary/united-states", "/diy-processes/foreign-trust-ein"]) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(200);
      expect(response.headers()["content-type"], address).toBe("text/html; charset=utf-8");
      expect(response.headers()["content-security-policy"], address).toContain("frame-ancestors 'none'");
      expect(response.headers()["cache-control"], address).toBe("public, max-age=0, must-revalidate");
      expect(await response.text(), address).toContain("<h1");
    }
  });

  test("every response carries each security header exactly once, whatever its status", async ({ request }) => {
    const asset = /\/assets\/[^"]+\.js/.exec(await (await request.get("/")).text())![0];
    const etag = (await request.get("/about")).headers()["etag"]!;
    const cases: [string, () => Promise<APIResponse>, number][] = [
      ["page", () => request.get("/about"), 200],
      ["asset", () => request.get(asset), 200],
      ["HEAD", () => request.head("/about"), 200],
      [
        "range",
        () => request.get("/robots.txt", { headers: { Range: "bytes=0-9", "Accept-Encoding": "identity" } }),
        206,
      ],
      ["not modified", () => request.get("/about", { headers: { "If-None-Match": etag } }), 304],
      ["malformed address", () => request.get("/dictionary/%E0%A4%A"), 404],
      ["not found", () => request.get("/nope"), 404],
      ["POST", () => request.post("/about", { data: "x" }), 405],
      [
        "range past the end",
        () => request.get("/robots.txt", { headers: { Range: "bytes=999999-", "Accept-Encoding": "identity" } }),
        416,
      ],
    ];
    for (const [what, send, status] of cases) {
      const response = await send();
      expect(response.status(), what).toBe(status);
      expect(securityHeaderCounts(response), what).toEqual(eachOnce);
    }
  });

  test("methods other than GET and HEAD get 405 with Allow", async ({ request }) => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      for (const address of ["/about", "/nope"]) {
        const response = await request.fetch(address, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${address}`).toBe(405);
        expect(response.headers()["allow"], `${method} ${address}`).toBe("GET, HEAD");
      }
    }
    const head = await request.head("/about");
    expect(head.status()).toBe(200);
    expect(await head.body()).toHaveLength(0);
  });

  test("unknown and malformed paths, and the 404 page's own address, get the 404 page with status 404", async ({
    request,
  }) => {
    for (const address of [
      "/nope",
      "/dictionary/nope/more",
      "/dictionary/nope.data",
      "/dictionary/404.html",
      "/DICTIONARY",
      "/dictionary/%E0%A4%A",
      `/${"a".repeat(3000)}`,
      "/404",
      "/404.html",
      "/..%2f..%2fetc/passwd",
    ]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(response.headers()["content-type"], address).toBe("text/html; charset=utf-8");
      expect(await response.text(), address).toContain("Oops! Page not found");
    }
  });

  test("an unknown entry of each section gets the section's own not-found page, with status 404", async ({
    request,
  }) => {
    // Each section the build wrote a not-found page for: a server that does not know one fails here.
    const sections = fs.readdirSync(client).filter((folder) => fs.existsSync(path.join(client, folder, "404.html")));
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      const page = fs.readFileSync(path.join(client, section, "404.html"), "utf8");
      for (const address of [`/${section}/no-such-entry`, `/${section}/No%20Such%20Entry/`]) {
        const response = await request.get(address);
        expect(response.status(), address).toBe(404);
        expect(response.headers()["content-type"], address).toBe("text/html; charset=utf-8");
        expect(response.headers()["cache-control"], address).toBe("public, max-age=0, must-revalidate");
        expect(await response.text(), address).toBe(page);
      }
    }
  });

  test("the static hosts' configuration files are not served", async ({ request }) => {
    for (const address of ["/_headers", "/_redirects"])
      expect((await request.get(address)).status(), address).toBe(404);
  });

  test("text files go out as the build's brotli or gzip copy, with Vary: Accept-Encoding", async ({ request }) => {
    const asset = /\/assets\/[^"]+\.js/.exec(await (await request.get("/dictionary")).text())![0];
    for (const [address, file] of [
      ["/dictionary", "dictionary/index.html"],
      [asset, asset.slice(1)],
      ["/nope", "404.html"],
    ] as const) {
      const original = fs.readFileSync(path.join(client, file));
      for (const [accept, encoding, suffix] of [
        ["br, gzip", "br", ".br"],
        ["gzip;q=1, br;q=0", "gzip", ".gz"],
        ["identity", undefined, ""],
      ] as const) {
        const what = `${address} with Accept-Encoding: ${accept}`;
        const response = await request.get(address, { headers: { "Accept-Encoding": accept } });
        const headers = response.headers();
        expect(headers["content-encoding"], what).toBe(encoding);
        expect(headers["vary"], what).toBe("Accept-Encoding");
        // What went over the wire is the copy the build wrote; Playwright hands the body over decoded.
        if (encoding) {
          expect(Number(headers["content-length"]), what).toBe(fs.statSync(path.join(client, file + suffix)).size);
        }
        expect((await response.body()).equals(original), what).toBe(true);
      }
    }
  });

  test("every download and media file is sent with its own type", async ({ request }) => {
    for (const folder of ["downloads", "media"]) {
      for (const name of fs.readdirSync(path.join(client, folder))) {
        if (/\.(br|gz)$/.test(name)) continue;
        const response = await request.get(`/${folder}/${name}`);
        expect(response.status(), name).toBe(200);
        expect(response.headers()["content-type"]?.split(";")[0], name).toBe(contentType(name).split(";")[0]);
        expect(response.headers()["cache-control"], name).toBe("public, max-age=86400");
      }
    }
  });

  test("hashed assets are cached for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const response = await request.get(asset);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("sitemap, robots and share pages are served", async ({ request }) => {
    expect((await request.get("/sitemap.xml")).status()).toBe(200);
    expect(await (await request.get("/robots.txt")).text()).toContain(
      "Sitemap: https://www.cornerstonelawtrust.example/sitemap.xml",
    );
    expect(await (await request.get("/share/dictionary/trust.html")).text()).toContain('property="og:title"');
  });
}
