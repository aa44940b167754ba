import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { e2eEditor } from "../configured-content";
import { expect, test } from "../fixtures";
import { buildDirs, ports } from "../servers";
import { startServer } from "../site-commands";

/**
 * /admin: the configured build's site.yaml names a repository, the site's does not. Run by the
 * configured project (its server serves the configured build).
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const clientOf = (build: string) => path.join(appRoot, build, "client");
const policy = (headers: Record<string, string>) => headers["content-security-policy"] ?? "";

/** The hashed scripts the site's pages load (every HTML file outside /admin). */
function pageScripts(client: string): Set<string> {
  const scripts = new Set<string>();
  for (const file of fs.readdirSync(client, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html") || file.split(path.sep)[0] === "admin") continue;
    const html = fs.readFileSync(path.join(client, file), "utf8");
    for (const [, src] of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) scripts.add(src!);
  }
  return scripts;
}

test("with a repository in site.yaml, /admin is Decap signing in with GitHub, under a policy of its own", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const nginx = await startServer(
    ["tsx", "e2e/nginx/serve.ts"],
    {
      PORT: String(ports.configuredNginx),
      HTTP_PORT: String(ports.configuredNginxHttp),
      BUILD_DIR: buildDirs.configured,
    },
    `http://127.0.0.1:${ports.configuredNginxHttp}/`,
  );
  try {
    // The throwaway certificate e2e/nginx/serve.ts makes: nothing to trust it by.
    const origins = { "pnpm start": "", nginx: `https://127.0.0.1:${ports.configuredNginx}` };
    for (const [server, origin] of Object.entries(origins)) {
      // Its page answers with and without the slash, as every page of the site does.
      for (const address of ["/admin", "/admin/"]) {
        const admin = await request.get(origin + address, { maxRedirects: 0, ignoreHTTPSErrors: true });
        expect(admin.status(), `${server} ${address}`).toBe(200);
        expect(policy(admin.headers()), `${server} ${address}`).toContain("connect-src 'self' https://api.github.com");
      }
      const config = await (await request.get(`${origin}/admin/config.json`, { ignoreHTTPSErrors: true })).json();
      expect(config.backend).toMatchObject({ name: "github", repo: e2eEditor.repository, base_url: e2eEditor.authUrl });
      // The site's pages, and what is not found under /admin, keep their own policy: nothing of the editor's.
      for (const address of ["/about", "/admin/no-such-file", "/administrator"]) {
        const answer = await request.get(origin + address, { ignoreHTTPSErrors: true });
        expect(policy(answer.headers()), `${server} ${address}`).not.toContain("github");
        expect(policy(answer.headers()), `${server} ${address}`).not.toContain("'unsafe-eval'");
      }
    }
  } finally {
    nginx.stop();
  }
  // Opened without the slash, as an author types it: its scripts and configuration still load.
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible({ timeout: 30_000 });
});

test("without one there is no /admin, and the pages' scripts are the same in both builds", async ({ request }) => {
  expect(fs.existsSync(path.join(clientOf(buildDirs.site), "admin"))).toBe(false);
  for (const address of ["/admin", "/admin/"]) {
    const site = await request.get(`http://127.0.0.1:${ports.site}${address}`, { maxRedirects: 0 });
    expect(site.status(), address).toBe(404);
    expect(policy(site.headers())).not.toContain("github");
  }
  const withEditor = pageScripts(clientOf(buildDirs.configured));
  expect(withEditor.size).toBeGreaterThan(0);
  expect([...withEditor].sort()).toEqual([...pageScripts(clientOf(buildDirs.site))].sort());
});
