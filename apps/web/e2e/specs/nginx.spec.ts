import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "../fixtures";
import { testCertificateFiles } from "../nginx/tls";
import { buildDirs, ports } from "../servers";
import { staticServingTests } from "../static-serving";

// The repository's deploy/nginx.conf, run by Debian's nginx over TLS on loopback (e2e/nginx/serve.ts).

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

staticServingTests({
  client: path.join(appRoot, buildDirs.site, "client"),
  securityHeaders: [
    "content-security-policy",
    "strict-transport-security",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
    "cross-origin-resource-policy",
  ],
});

test("the Mozilla HTTP Observatory grades the server A+, passing every one of its tests", async () => {
  // Mozilla's own scoring code, offline, trusting the throwaway certificate (see observatory-scan.ts).
  const output = execFileSync(
    "tsx",
    ["e2e/nginx/observatory-scan.ts", "127.0.0.1", String(ports.nginxHttp), String(ports.nginx)],
    { cwd: appRoot, env: { ...process.env, NODE_EXTRA_CA_CERTS: testCertificateFiles(ports.nginx).cert } },
  );
  const scan = JSON.parse(output.toString()) as {
    grade: string;
    score: number;
    tests: Record<string, { pass: boolean; result: string }>;
  };
  const failed = Object.entries(scan.tests).filter(([, result]) => !result.pass);
  expect(failed, JSON.stringify(scan.tests, null, 2)).toEqual([]);
  expect(scan.tests["strict-transport-security"]!.result).toBe("hsts-implemented-max-age-at-least-six-months");
  expect(scan.tests["redirection"]!.result).toBe("redirection-to-https");
  expect(scan.tests["cross-origin-resource-policy"]!.result).toBe("corp-implemented-with-same-origin");
  expect(scan.grade).toBe("A+");
  expect(scan.score).toBeGreaterThanOrEqual(100);
});

test("plain HTTP sends every address to the same one over HTTPS, on the site's own host", async ({ request }) => {
  for (const address of ["/", "/about?from=mail", "/dictionary/trust", "/nope"]) {
    // Whatever Host the request names: a redirect must never lead to a host an attacker chose.
    for (const host of [undefined, "evil.example", "evil.example:8443"]) {
      const response = await request.get(`http://127.0.0.1:${ports.nginxHttp}${address}`, {
        maxRedirects: 0,
        headers: host ? { Host: host } : {},
      });
      expect(response.status(), `${address} Host: ${host}`).toBe(301);
      expect(response.headers()["location"], `${address} Host: ${host}`).toBe(
        `https://127.0.0.1:${ports.nginx}${address}`,
      );
    }
  }
});

test("HSTS for at least a year on every page; the server does not name its version", async ({ request }) => {
  for (const address of ["/", "/about", "/nope", "/diy/foreign-trust-ein"]) {
    const response = await request.get(address, { maxRedirects: 0 });
    const maxAge = /max-age=(\d+)/.exec(response.headers()["strict-transport-security"] ?? "")?.[1];
    expect(Number(maxAge), address).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(response.headers()["server"], address).toBeUndefined();
  }
});

test("redirects name a path, not the host and port nginx sees, and carry the security headers", async ({ request }) => {
  const redirect = await request.get("/diy/foreign-trust-ein", { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()["location"]).toBe("/diy-processes/foreign-trust-ein");
  expect(redirect.headersArray().filter(({ name }) => /^content-security-policy$/i.test(name))).toHaveLength(1);
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
