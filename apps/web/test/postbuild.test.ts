import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "@site/content";
import { siteCsp, thirdPartyHosts } from "../postbuild/csp";
import { hydrateAfterFirstPaint, moveInlineScriptsToFile } from "../postbuild/react-router-output";
import { termSharePage } from "../postbuild/share-pages";
import { robots, sitemap } from "../postbuild/sitemap";

const manifest = loadContent().manifest!;

describe("content security policy", () => {
  const configured = structuredClone(manifest.site);
  configured.integrations.assistant.agentId = "agent";
  configured.integrations.scheduler.calLink = "team/90min";
  configured.integrations.payment.merchantId = "merchant";

  it("lets in only the hosts of the integrations site.yaml switches on", () => {
    expect(manifest.site.integrations.scheduler.calLink).toBeNull();
    expect(thirdPartyHosts(manifest.site)).toEqual(["player.vimeo.com"]);
    expect(siteCsp(manifest.site)).toContain("script-src 'self' 'wasm-unsafe-eval'; ");
    expect(thirdPartyHosts(configured)).toEqual([
      "api.elevenlabs.io",
      "app.cal.com",
      "nowpayments.io",
      "player.vimeo.com",
      "unpkg.com",
    ]);
    const csp = siteCsp(configured);
    expect(csp).toContain("frame-src https://player.vimeo.com https://app.cal.com https://nowpayments.io");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://unpkg.com https://app.cal.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("never allows inline scripts, hashes or eval, whatever is configured", () => {
    for (const site of [manifest.site, configured]) {
      const scriptSrc = /script-src ([^;]*)/.exec(siteCsp(site))![1]!;
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
    const xml = sitemap(manifest);
    expect(xml.match(/<loc>/g)).toHaveLength(manifest.routes.length);
    expect(xml).toContain(`<loc>${manifest.site.baseUrl}/dictionary/united-states</loc>`);
    expect(robots(manifest)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${manifest.site.baseUrl}/sitemap.xml\n`);
  });

  it("gives each term a share page with its preview tags that sends people on to the term", () => {
    const term = manifest.terms.find((t) => t.slug === "united-states")!;
    const html = termSharePage(manifest, term);
    expect(html).toContain("<title>United States | Cornerstone Law Trust</title>");
    expect(html).toContain(`<meta property="og:url" content="${manifest.site.baseUrl}/dictionary/united-states">`);
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/dictionary/united-states">');
  });

  it("escapes markup from content", () => {
    const html = termSharePage(manifest, { ...manifest.terms[0]!, term: '<script>alert("x")</script>' });
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("JavaScript after the first paint", () => {
  // The shape React Router 7 writes into every prerendered page.
  const page = [
    '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry-2.js"/>',
    '<link rel="stylesheet" href="/assets/app.css"/></head><body><main>Text</main>',
    "<script>window.__reactRouterContext = {};</script>",
    '<script type="module" async="">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-3.js"; ',
    'import * as route1 from "/assets/route-4.js";  window.__reactRouterRouteModules = {"root":route0,"home":route1};  ',
    'import("/assets/entry-2.js");</script></body></html>',
  ].join("");

  it("moves the preloads and imports behind the first frame, keeping the stylesheet and the bootstrap", () => {
    const html = hydrateAfterFirstPaint(page);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script type="module" async="">/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    const waits = script!.indexOf("requestAnimationFrame");
    expect(waits).toBeLessThan(script!.indexOf("modulepreload"));
    expect(script).toContain('["/assets/manifest-1.js","/assets/entry-2.js"]');
    expect(script).toContain(
      'const [_0, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/route-4.js")]);',
    );
    expect(script).toMatch(
      /window\.__reactRouterRouteModules = \{"root":route0,"home":route1\};\s+import\("\/assets\/entry-2\.js"\);$/,
    );
    expect(script).not.toMatch(/^\s*import\s[^(]/m);
  });

  it("leaves pages without React Router's bootstrap alone", () => {
    const share =
      '<html><head><meta http-equiv="refresh" content="0;url=/dictionary/trust"></head><body></body></html>';
    expect(hydrateAfterFirstPaint(share)).toBe(share);
  });

  it("fails the build on a bootstrap it does not understand, rather than ship a page that never hydrates", () => {
    expect(() =>
      hydrateAfterFirstPaint(page.replace('import "/assets/manifest-1.js";', 'import { m } from "/x.js";')),
    ).toThrow(/unexpected bootstrap/);
    expect(() => hydrateAfterFirstPaint(page.replace(/<script type="module"[\s\S]*?<\/script>/, ""))).toThrow(
      /modulepreloads without/,
    );
  });
});

describe("inline scripts moved into files", () => {
  // The scripts React Router 7 writes, in the order it writes them.
  const scroll = '((storageKey2, restoreKey) => {\n  window.scrollTo(0, 0);\n})("positions", null)';
  const context =
    "window.__reactRouterContext = {};window.__reactRouterContext.stream = new ReadableStream({start(c){window.__reactRouterContext.streamController = c;}});";
  const enqueue = 'window.__reactRouterContext.streamController.enqueue("[]");';
  const close = "window.__reactRouterContext.streamController.close();";
  const jsonLd = '<script type="application/ld+json">{"@type":"Organization"}</script>';
  const page = [
    `<html><head>${jsonLd}</head><body><main>Text</main>`,
    `<script>${scroll}</script><script>${context}</script>`,
    '<script type="module">await import("/assets/entry-2.js");</script>',
    `<script>${enqueue}</script><script>${close}</script></body></html>`,
  ].join("");
  const fileFor = () => "/assets/boot/abc.js";

  it("runs them from one module file in the order the browser ran them, the bootstrap last", () => {
    const { html, boot } = moveInlineScriptsToFile(page, "index.html", fileFor);
    expect(html).toBe(
      `<html><head>${jsonLd}</head><body><main>Text</main><script></script><script></script>` +
        '<script type="module" src="/assets/boot/abc.js"></script><script></script><script></script></body></html>',
    );
    expect(boot).toEqual({
      src: "/assets/boot/abc.js",
      code: [scroll, context, enqueue, close, 'await import("/assets/entry-2.js");'].join(";\n") + "\n",
    });
  });

  it("fails the build, naming the page, on any inline script React Router did not write", () => {
    const injected = page.replace("<main>", "<main><script>alert(document.cookie)</script>");
    expect(() => moveInlineScriptsToFile(injected, "about/index.html", fileFor)).toThrow(
      /^about\/index\.html: an inline script React Router did not write .*alert\(document\.cookie\)/,
    );
    const asModule = page.replace("<main>", '<main><script type="module">alert(1)</script>');
    expect(() => moveInlineScriptsToFile(asModule, "x.html", fileFor)).toThrow(/did not write/);
    const oddType = page.replace("<main>", '<main><script type="text/javascript">alert(1)</script>');
    expect(() => moveInlineScriptsToFile(oddType, "x.html", fileFor)).toThrow(/did not write/);
  });

  it("leaves pages without scripts, and data blocks, as they are", () => {
    const share = `<html><head>${jsonLd}<meta http-equiv="refresh" content="0;url=/dictionary/trust"></head></html>`;
    expect(moveInlineScriptsToFile(share, "share.html", fileFor)).toEqual({ html: share, boot: undefined });
  });
});
