import { expect, test } from "../fixtures";

// The repository's deploy/nginx.conf, run by Debian's nginx on loopback (see e2e/nginx/serve.ts).

const securityHeaders = ["content-security-policy", "x-content-type-options", "referrer-policy", "permissions-policy"];

test("pages are served with 200, their own HTML and the security headers", async ({ request }) => {
  for (const path of ["/", "/about", "/about/", "/dictionary/united-states", "/diy-processes/foreign-trust-ein"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    for (const name of securityHeaders) expect(headers[name], `${path} ${name}`).toBeTruthy();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(await response.text()).toContain("<h1");
  }
});

test("unknown and malformed paths get the 404 page with status 404", async ({ request }) => {
  for (const path of ["/nope", "/dictionary/nope", "/DICTIONARY", "/dictionary/%E0%A4%A", `/${"a".repeat(3000)}`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("Oops! Page not found");
  }
});

test("hashed assets are cached for a year; /diy/{id} redirects", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
  const response = await request.get(asset);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  const redirect = await request.get("/diy/foreign-trust-ein", { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()["location"]).toMatch(/\/diy-processes\/foreign-trust-ein$/);
});

test("sitemap, robots and share pages are served", async ({ request }) => {
  expect((await request.get("/sitemap.xml")).status()).toBe(200);
  expect(await (await request.get("/robots.txt")).text()).toContain(
    "Sitemap: https://www.cornerstonelawtrust.example/sitemap.xml",
  );
  expect(await (await request.get("/share/dictionary/trust.html")).text()).toContain('property="og:title"');
});

test("the CSP lets the site's own scripts run: no violations on any kind of page", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  for (const path of [
    "/",
    "/dictionary",
    "/dictionary/united-states",
    "/diy-processes/affidavits-declarations",
    "/faq",
    "/video-library/banking",
    "/trust-donation",
  ]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("main")!).some((key) => key.startsWith("__react")),
    );
  }
  await page.locator('header nav[aria-label="Main"]').waitFor({ state: "attached" });
  expect(violations).toEqual([]);
});
