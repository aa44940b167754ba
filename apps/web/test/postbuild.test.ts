import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import store from "virtual:content/store";
import { rewritePrerenderedPage, type BootScript } from "../postbuild/prerendered-page";
import { precompress } from "../postbuild/compress";
import { contentType, isCompressible } from "../postbuild/content-types";
import { adminCsp, siteCsp, thirdPartyHosts } from "../postbuild/csp";
import {
  folderHeaders,
  httpsHeaders,
  nginxFolderHeaders,
  nginxHeaders,
  securityHeaders,
  staticHostHeaders,
} from "../postbuild/headers";
import { nginxRedirects, redirectPage, redirectPageFile, staticHostRedirects } from "../postbuild/redirects";
import { termSharePage } from "../postbuild/share-pages";
import { robots, sitemap } from "../postbuild/sitemap";

const site = store.site;

describe("content security policy", () => {
  const configured = structuredClone(site);
  configured.integrations.assistant.agentId = "agent";
  configured.integrations.scheduler.calLink = "team/90min";
  configured.integrations.payment.merchantId = "merchant";

  it("lets in only the hosts of the integrations site.yaml switches on", () => {
    expect(site.integrations.scheduler.calLink).toBeNull();
    expect(thirdPartyHosts(site)).toEqual(["player.vimeo.com"]);
    expect(siteCsp(site)).toContain("script-src 'self' 'wasm-unsafe-eval'; ");
    // A player's address is requested directly, to tell a blocked player from a loaded one.
    expect(siteCsp(site)).toContain("connect-src 'self' https://player.vimeo.com;");
    expect(thirdPartyHosts(configured)).toEqual([
      "api.elevenlabs.io",
      "app.cal.com",
      "elevenlabs.io",
      "nowpayments.io",
      "player.vimeo.com",
    ]);
    const csp = siteCsp(configured);
    expect(csp).toContain("frame-src https://player.vimeo.com https://app.cal.com https://nowpayments.io");
    // Scripts come from each provider's own site, never from a package CDN that serves anyone's code.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://elevenlabs.io https://app.cal.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("never allows inline scripts, hashes or eval, whatever is configured", () => {
    for (const each of [site, configured]) {
      const scriptSrc = /script-src ([^;]*)/.exec(siteCsp(each))![1]!;
      // Only the search's WebAssembly may be compiled; no JavaScript runs from strings.
      expect(scriptSrc.replace("'wasm-unsafe-eval'", "")).not.toMatch(/unsafe|sha256|nonce/);
    }
  });

  it("matches the committed nginx configuration's include", () => {
    const nginx = fs.readFileSync(path.resolve(import.meta.dirname, "../deploy/nginx.conf"), "utf8");
    expect(nginx).toContain("include security-headers.conf;");
  });
});

describe("sitemap, robots and share pages", () => {
  it("lists every route with absolute addresses", () => {
    const xml = sitemap(site, store.snapshot.routes)!;
    expect(xml.match(/<loc>/g)).toHaveLength(store.snapshot.routes.length);
    expect(xml).toContain(`<loc>${site.baseUrl}/dictionary/united-states</loc>`);
    expect(robots(site)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`);
  });

  it("writes no sitemap, and points robots at none, while there is no production address", () => {
    const unplaced = { ...site, baseUrl: null };
    expect(sitemap(unplaced, store.snapshot.routes)).toBeNull();
    expect(robots(unplaced)).toBe("User-agent: *\nAllow: /\n");
  });

  it("gives each term a share page with its preview tags that sends people on to the term", () => {
    const term = store.find("dictionary", "united-states")!;
    const html = termSharePage(site, term);
    expect(html).toContain("<title>United States | Cornerstone Law Trust</title>");
    expect(html).toContain(`<meta property="og:url" content="${site.baseUrl}/dictionary/united-states">`);
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/dictionary/united-states">');
  });

  it("escapes markup from content", () => {
    const html = termSharePage(site, { ...store.all("dictionary")[0]!, term: '<script>alert("x")</script>' });
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("the prerendered page, rewritten", () => {
  // A page exactly as React Router 7.18 prerendered it (the FAQ, before this step ran). The e2e suite
  // holds every page of each real build to the same rules (prerendered-files.spec.ts).
  const page = fs.readFileSync(path.join(import.meta.dirname, "fixtures/prerendered-faq.html"), "utf8");
  const fileFor = () => "/assets/boot/abc.js";
  let html = "";
  let boot: BootScript | undefined;
  beforeAll(async () => {
    ({ html, boot } = await rewritePrerenderedPage(page, "faq/index.html", fileFor));
  });

  it("keeps no inline script that runs, and no preload that would compete with the first paint", () => {
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes, code] of inline) {
      if (/type="application\/(ld\+)?json"/.test(attributes!)) continue;
      expect(code, attributes).toBe("");
    }
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      '<script type="module" async=""></script><script type="module" async src="/assets/boot/abc.js"></script>',
    );
    // Everything else is byte for byte what React Router wrote.
    expect(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, "")).toBe(
      page.replace(/<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, ""),
    );
  });

  it("keeps the loader data in the page, as a data block with React Router's own chunk", () => {
    const chunk = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/.exec(page)![1]!;
    const blocks = [...html.matchAll(/<script type="application\/json" data-router-data="">([\s\S]*?)<\/script>/g)];
    expect(blocks.map((block) => block[1])).toEqual([chunk]);
    expect(JSON.parse(JSON.parse(chunk) as string)).toContain("screens/faq/route");
  });

  it("runs React Router's scripts from one module, in order, after the first frame, with the preloads", () => {
    const code = boot!.code;
    const order = [
      code.indexOf('addEventListener("DOMContentLoaded"'),
      code.indexOf("react-router-scroll-positions"),
      code.indexOf("window.__reactRouterContext = {"),
      code.indexOf('streamController.enqueue(JSON.parse(document.querySelectorAll("script[data-router-data]")[0]'),
      code.indexOf("streamController.close()"),
      code.indexOf("requestAnimationFrame"),
      code.indexOf('link.rel = "modulepreload"'),
      code.indexOf("await Promise.all([import("),
    ];
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(code).not.toMatch(/^\s*import\s[^(]/m);
    const preloads = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads.length).toBeGreaterThan(0);
    expect(code).toContain(JSON.stringify(preloads));
  });

  it("fails the build, naming the page, on any inline script React Router did not write", async () => {
    const injected = page.replace("<main", "<script>alert(document.cookie)</script><main");
    await expect(rewritePrerenderedPage(injected, "about/index.html", fileFor)).rejects.toThrow(
      /^about\/index\.html: an inline script React Router did not write .*alert\(document\.cookie\)/,
    );
    const oddType = page.replace("<main", '<script type="text/javascript">alert(1)</script><main');
    await expect(rewritePrerenderedPage(oddType, "x.html", fileFor)).rejects.toThrow(/did not write/);
  });

  it("reads markup as a browser does: script-like text in a textarea, a title or a comment is text, not a script", async () => {
    const text = page.replace(
      "<main",
      "<textarea><script>alert(1)</script></textarea><!-- <script>alert(2)</script> --><main",
    );
    await expect(rewritePrerenderedPage(text, "about/index.html", fileFor)).resolves.toMatchObject({
      boot: expect.objectContaining({ src: expect.any(String) }),
    });
    // An attribute value with `>` in it does not end the tag early and hide the script that follows.
    const tricky = page.replace("<main", '<div title="a > b"></div><script>alert(3)</script><main');
    await expect(rewritePrerenderedPage(tricky, "about/index.html", fileFor)).rejects.toThrow(/alert\(3\)/);
  });

  it("fails the build on a bootstrap it does not understand, rather than ship a page that never hydrates", async () => {
    const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
    const changed = page.replace(bootstrap, (whole, code: string) =>
      whole.replace(code, `import { m } from "/x.js";${code}`),
    );
    await expect(rewritePrerenderedPage(changed, "faq/index.html", fileFor)).rejects.toThrow(/unexpected shape/);
    await expect(rewritePrerenderedPage(page.replace(bootstrap, ""), "faq/index.html", fileFor)).rejects.toThrow(
      /without its bootstrap/,
    );
  });

  it("leaves pages without React Router's scripts (share and redirect pages) alone", async () => {
    const share =
      '<html><head><script type="application/ld+json">{}</script><meta http-equiv="refresh" content="0;url=/dictionary/trust"></head><body></body></html>';
    expect(await rewritePrerenderedPage(share, "share.html", fileFor)).toEqual({ html: share, boot: undefined });
  });
});

describe("headers for the servers and static hosts", () => {
  it("sends HSTS for at least a year over HTTPS only, and keeps every file to the site's own pages", () => {
    const names = (headers: [string, string][]) => headers.map(([name]) => name);
    expect(names(securityHeaders(site))).not.toContain("Strict-Transport-Security");
    expect(Object.fromEntries(httpsHeaders(site))).toMatchObject({
      "Strict-Transport-Security": expect.stringMatching(/^max-age=(\d{8,}); includeSubDomains$/),
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    const maxAge = Number(
      /max-age=(\d+)/.exec(Object.fromEntries(httpsHeaders(site))["Strict-Transport-Security"]!)![1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
  });

  it("gives nginx one more_set_headers line per header (set, never appended twice) and static hosts the same list", () => {
    const lines = nginxHeaders(site).split("\n");
    expect(lines).toHaveLength(httpsHeaders(site).length);
    for (const line of lines) expect(line).toMatch(/^more_set_headers "[A-Za-z-]+: [^"]+";$/);
    const file = staticHostHeaders(site);
    for (const [name, value] of httpsHeaders(site)) expect(file).toContain(`  ${name}: ${value}\n`);
  });

  it("matches the committed nginx configuration: the headers at server level, HTTPS with an HTTP redirect", () => {
    const nginx = fs.readFileSync(path.resolve(import.meta.dirname, "../deploy/nginx.conf"), "utf8");
    expect(nginx).not.toMatch(/^\s*add_header/m);
    expect(nginx).toMatch(/listen 443 ssl/);
    // To the site's own host (site.yaml's baseUrl), never to the Host a request brings.
    expect(nginx).toContain("return 301 https://$server_name$request_uri;");
    const redirecting = /server \{\s*listen 80;[\s\S]*?\n\}/.exec(nginx)?.[0] ?? "";
    expect(/server_name ([^;]+);/.exec(redirecting)?.[1]).toBe(new URL(site.baseUrl!).host);
    expect(nginx).toContain("absolute_redirect off;");
  });
});

describe("the deployed editor's policy (/admin, only when site.yaml names a repository)", () => {
  const scriptSrc = (csp: string) => /script-src ([^;]*)/.exec(csp)![1]!;

  it("lets /admin reach GitHub and run Decap's code, and gives the site's pages none of it", () => {
    expect(adminCsp()).toContain("connect-src 'self' https://api.github.com;");
    expect(scriptSrc(adminCsp())).toBe("'self' 'unsafe-eval'");
    expect(adminCsp()).toContain("frame-ancestors 'none'");
    // The pages' policy does not depend on the editor: nothing of it is added there.
    expect(siteCsp(site)).not.toContain("github");
    expect(scriptSrc(siteCsp(site))).not.toContain("'unsafe-eval'");
  });

  it("is set by nginx for /admin and its files alone, over the site's headers, and not at all without an editor", () => {
    const withEditor = {
      ...site,
      editor: { repository: "our-group/website", branch: "main", authUrl: "https://a.example" },
    };
    const locations = nginxFolderHeaders(folderHeaders(withEditor)).split("\n");
    expect(locations.map((location) => /^location (=|\^~) (\S+)/.exec(location)?.slice(1))).toEqual([
      ["=", "/admin"],
      ["^~", "/admin/"],
    ]);
    for (const location of locations)
      expect(location).toContain(`more_set_headers "Content-Security-Policy: ${adminCsp()}";`);
    expect(nginxFolderHeaders(folderHeaders({ ...site, editor: null }))).not.toContain("location");
  });
});

describe("redirects, one list for every way the site is served", () => {
  const redirects = [
    { from: "/dictionary/trustee", to: "/dictionary/trustee-of-a-trust" },
    { from: "/share/dictionary/trustee.html", to: "/share/dictionary/trustee-of-a-trust.html" },
    ...store.snapshot.redirects,
  ];

  it("gives nginx an exact location answering 301 for each address, with and without its trailing slash", () => {
    const rules = nginxRedirects(redirects).split("\n");
    expect(rules).toContain('location = "/dictionary/trustee" { return 301 "/dictionary/trustee-of-a-trust"; }');
    expect(rules).toContain('location = "/dictionary/trustee/" { return 301 "/dictionary/trustee-of-a-trust"; }');
    expect(rules).toContain(
      'location = "/share/dictionary/trustee.html" { return 301 "/share/dictionary/trustee-of-a-trust.html"; }',
    );
    // The original site's process addresses are redirects like any other.
    expect(rules).toContain('location = "/diy/foreign-trust-ein" { return 301 "/diy-processes/foreign-trust-ein"; }');
    expect(rules).toHaveLength(redirects.length * 2 - 1);
  });

  it("gives static hosts the same rules, forced over the redirect page at the old address", () => {
    const lines = staticHostRedirects(redirects).trimEnd().split("\n");
    expect(lines).toContain("/dictionary/trustee /dictionary/trustee-of-a-trust 301!");
    expect(lines).toContain("/dictionary/trustee/ /dictionary/trustee-of-a-trust 301!");
    expect(lines).toHaveLength(redirects.length * 2 - 1);
  });

  it("writes a page at each old address, for hosts that only serve files: a canonical link and a refresh to the new one", () => {
    expect(redirectPageFile("/dictionary/trustee")).toBe("dictionary/trustee/index.html");
    expect(redirectPageFile("/share/dictionary/trustee.html")).toBe("share/dictionary/trustee.html");
    const page = redirectPage(site, redirects[0]!);
    expect(page).toContain(`<link rel="canonical" href="${site.baseUrl}/dictionary/trustee-of-a-trust">`);
    expect(page).toContain('<meta http-equiv="refresh" content="0;url=/dictionary/trustee-of-a-trust">');
    expect(page).toContain('<meta name="robots" content="noindex, follow">');
    expect(page).not.toMatch(/<script/);
  });

  it("is included by the committed nginx configuration, which has no redirect rule of its own", () => {
    const nginx = fs.readFileSync(path.resolve(import.meta.dirname, "../deploy/nginx.conf"), "utf8");
    expect(nginx).toMatch(/^ {4}include redirects\.conf;$/m);
    expect(nginx).not.toMatch(/return 301 \/diy/);
    expect(nginx).toMatch(/location ~ \^\/_\(headers\|redirects\)\$ \{\s*return 404;/);
  });
});

describe("precompressed copies", () => {
  it("writes a brotli and a gzip copy of every text file that shrinks, and leaves other files alone", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-precompress-test-"));
    try {
      const page = "<p>A page long enough to shrink.</p>\n".repeat(50);
      fs.mkdirSync(path.join(dir, "assets"));
      fs.writeFileSync(path.join(dir, "index.html"), page);
      fs.writeFileSync(path.join(dir, "assets/app.js"), "console.log(1);\n".repeat(50));
      fs.writeFileSync(path.join(dir, "robots.txt"), "x");
      fs.writeFileSync(path.join(dir, "photo.png"), "not text ".repeat(50));
      const figures = await precompress(dir);
      expect(figures.files).toBe(3);
      expect(brotliDecompressSync(fs.readFileSync(path.join(dir, "index.html.br"))).toString()).toBe(page);
      expect(gunzipSync(fs.readFileSync(path.join(dir, "index.html.gz"))).toString()).toBe(page);
      // Hashed assets at brotli's strongest setting, pages (which repeat their text in their data) at quality 10.
      const atQuality = (text: string, quality: number) =>
        brotliCompressSync(text, {
          params: {
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
          },
        });
      expect(fs.readFileSync(path.join(dir, "assets/app.js.br"))).toEqual(
        atQuality("console.log(1);\n".repeat(50), 11),
      );
      expect(fs.readFileSync(path.join(dir, "index.html.br"))).toEqual(atQuality(page, 10));
      // One byte only grows: the servers send the file itself.
      expect(fs.existsSync(path.join(dir, "robots.txt.gz"))).toBe(false);
      expect(fs.existsSync(path.join(dir, "photo.png.br"))).toBe(false);
      expect(figures.brotliBytes).toBeLessThan(figures.bytes / 5);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes a file's copies from the published build when its bytes are the same there", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-precompress-reuse-"));
    try {
      const [published, next] = [path.join(root, "published"), path.join(root, "next")];
      const same = "export const same = 1;\n".repeat(40);
      for (const dir of [published, next]) {
        fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
        fs.writeFileSync(path.join(dir, "assets/same.js"), same);
      }
      fs.writeFileSync(path.join(published, "assets/changed.js"), "old;\n".repeat(40));
      fs.writeFileSync(path.join(published, "index.html"), "<p>page</p>".repeat(40));
      fs.writeFileSync(path.join(published, "about.html"), "<p>old about</p>".repeat(40));
      await precompress(published);
      // Marked copies, so taking them is told apart from compressing again.
      fs.writeFileSync(path.join(published, "assets/same.js.br"), "published brotli");
      fs.writeFileSync(path.join(published, "assets/same.js.gz"), "published gzip");
      fs.writeFileSync(path.join(published, "assets/changed.js.br"), "stale");
      fs.writeFileSync(path.join(next, "assets/changed.js"), "new;\n".repeat(40));
      fs.writeFileSync(path.join(published, "index.html.br"), "published page");
      fs.writeFileSync(path.join(next, "index.html"), "<p>page</p>".repeat(40));
      fs.writeFileSync(path.join(published, "about.html.br"), "stale page");
      fs.writeFileSync(path.join(next, "about.html"), "<p>new about</p>".repeat(40));

      const figures = await precompress(next, published);
      expect(figures.reused).toBe(2);
      expect(fs.readFileSync(path.join(next, "assets/same.js.br"), "utf8")).toBe("published brotli");
      expect(fs.readFileSync(path.join(next, "assets/same.js.gz"), "utf8")).toBe("published gzip");
      expect(brotliDecompressSync(fs.readFileSync(path.join(next, "assets/changed.js.br"))).toString()).toBe(
        "new;\n".repeat(40),
      );
      expect(fs.readFileSync(path.join(next, "index.html.br"), "utf8")).toBe("published page");
      expect(brotliDecompressSync(fs.readFileSync(path.join(next, "about.html.br"))).toString()).toBe(
        "<p>new about</p>".repeat(40),
      );
      // Copies made with other settings are never taken.
      fs.writeFileSync(path.join(root, "precompressed.json"), "{}");
      expect((await precompress(next, published)).reused).toBe(0);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("types every kind of file the site ships, and compresses only text", () => {
    expect(contentType("template.DOCX")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(contentType("route.data")).toBe("text/x-script");
    expect(contentType("mystery.bin")).toBe("application/octet-stream");
    expect(
      ["a.html", "a.js", "a.css", "a.svg", "a.json", "a.xml", "a.data", "a.webmanifest"].every(isCompressible),
    ).toBe(true);
    expect(["a.png", "a.pdf", "a.docx", "a.woff2", "a.zip"].some(isCompressible)).toBe(false);
  });
});
