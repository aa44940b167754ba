import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "@site/content";
import { pageScriptCsp, siteCsp, thirdPartyHosts } from "../postbuild/csp";
import { inlineScripts, prependToHead } from "../postbuild/html";
import { hydrateAfterFirstPaint } from "../postbuild/hydrate-after-paint";
import { termSharePage } from "../postbuild/share-pages";
import { robots, sitemap } from "../postbuild/sitemap";

const manifest = loadContent().manifest!;

describe("content security policy", () => {
  it("lets in exactly the third-party hosts site.yaml configures", () => {
    expect(thirdPartyHosts(manifest.site)).toEqual([
      "api.elevenlabs.io",
      "app.cal.com",
      "nowpayments.io",
      "player.vimeo.com",
      "unpkg.com",
    ]);
    const csp = siteCsp(manifest.site);
    expect(csp).toContain("frame-src https://player.vimeo.com https://app.cal.com https://nowpayments.io");
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://unpkg.com https://app.cal.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("lists the hash of each inline script of a page, and only those", () => {
    const html =
      '<head><meta charSet="utf-8"/></head><body><script>window.a=1</script><script type="module">import "/x.js"</script><script type="application/ld+json">{}</script><script src="/y.js"></script></body>';
    expect(inlineScripts(html)).toEqual(["window.a=1", 'import "/x.js"']);
    const policy = pageScriptCsp(manifest.site, inlineScripts(html));
    expect(policy).toMatch(
      /^script-src 'self' 'sha256-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+' https:\/\/unpkg\.com https:\/\/app\.cal\.com$/,
    );
    expect(prependToHead(html, "<X>")).toMatch(/^<head><meta charSet="utf-8"\/><X>/);
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
    const [script] = inlineScripts(html).filter((code) => code.includes("requestAnimationFrame"));
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
