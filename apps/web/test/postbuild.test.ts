import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import store from "virtual:content/store";
import { siteCsp, thirdPartyHosts } from "../postbuild/csp";
import { rewritePrerenderedPage } from "../app/react-router-internals";
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
    expect(siteCsp(site)).toContain("script-src 'self'; ");
    expect(thirdPartyHosts(configured)).toEqual([
      "api.elevenlabs.io",
      "app.cal.com",
      "nowpayments.io",
      "player.vimeo.com",
      "unpkg.com",
    ]);
    const csp = siteCsp(configured);
    expect(csp).toContain("frame-src https://player.vimeo.com https://app.cal.com https://nowpayments.io");
    expect(csp).toContain("script-src 'self' https://unpkg.com https://app.cal.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("never allows inline scripts or hashes, whatever is configured", () => {
    for (const each of [site, configured]) {
      const scriptSrc = /script-src ([^;]*)/.exec(siteCsp(each))![1]!;
      expect(scriptSrc).not.toMatch(/unsafe|sha256|nonce/);
    }
  });

  it("matches the committed nginx configuration's include", () => {
    const nginx = fs.readFileSync(path.resolve(import.meta.dirname, "../deploy/nginx.conf"), "utf8");
    expect(nginx).toContain("include security-headers.conf;");
  });
});

describe("sitemap, robots and share pages", () => {
  it("lists every route with absolute addresses", () => {
    const xml = sitemap(site, store.snapshot.routes);
    expect(xml.match(/<loc>/g)).toHaveLength(store.snapshot.routes.length);
    expect(xml).toContain(`<loc>${site.baseUrl}/dictionary/united-states</loc>`);
    expect(robots(site)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`);
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
  const { html, boot } = rewritePrerenderedPage(page, "faq/index.html", fileFor);

  it("keeps no inline script that runs, and no preload that would compete with the first paint", () => {
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes, code] of inline) {
      if (/type="application\/ld\+json"/.test(attributes!)) continue;
      expect(code, attributes).toBe("");
    }
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<script type="module" src="/assets/boot/abc.js"></script>');
    // Everything else is byte for byte what React Router wrote.
    expect(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, "")).toBe(
      page.replace(/<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, ""),
    );
  });

  it("runs React Router's scripts from one module, in order, after the first frame, with the preloads", () => {
    const code = boot!.code;
    const order = [
      code.indexOf("react-router-scroll-positions"),
      code.indexOf("window.__reactRouterContext = {"),
      code.indexOf("streamController.enqueue("),
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

  it("fails the build, naming the page, on any inline script React Router did not write", () => {
    const injected = page.replace("<main", "<script>alert(document.cookie)</script><main");
    expect(() => rewritePrerenderedPage(injected, "about/index.html", fileFor)).toThrow(
      /^about\/index\.html: an inline script React Router did not write .*alert\(document\.cookie\)/,
    );
    const oddType = page.replace("<main", '<script type="text/javascript">alert(1)</script><main');
    expect(() => rewritePrerenderedPage(oddType, "x.html", fileFor)).toThrow(/did not write/);
  });

  it("fails the build on a bootstrap it does not understand, rather than ship a page that never hydrates", () => {
    const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
    const changed = page.replace(bootstrap, (whole, code: string) =>
      whole.replace(code, `import { m } from "/x.js";${code}`),
    );
    expect(() => rewritePrerenderedPage(changed, "faq/index.html", fileFor)).toThrow(/unexpected shape/);
    expect(() => rewritePrerenderedPage(page.replace(bootstrap, ""), "faq/index.html", fileFor)).toThrow(
      /without its bootstrap/,
    );
  });

  it("leaves pages without React Router's scripts (share and redirect pages) alone", () => {
    const share =
      '<html><head><script type="application/ld+json">{}</script><meta http-equiv="refresh" content="0;url=/dictionary/trust"></head><body></body></html>';
    expect(rewritePrerenderedPage(share, "share.html", fileFor)).toEqual({ html: share, boot: undefined });
  });
});
