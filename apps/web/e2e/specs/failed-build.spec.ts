import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "../fixtures";
import { buildDirs, ports } from "../servers";
import { appRoot, contentCopy, runBuild } from "../site-commands";

/**
 * A build that fails (here: broken content) or is killed while the site is being served leaves the
 * published build as it was: `pnpm start` and nginx (serving build/client in place) answer every
 * request before, during and after it with the same site. Runs `pnpm build` on the build the other
 * specs use, as a deploy would; one build at a time.
 */
test.describe.configure({ mode: "serial" });
const buildDir = path.join(appRoot, buildDirs.site);
const servers = { "pnpm start": `http://127.0.0.1:${ports.site}`, nginx: `https://127.0.0.1:${ports.nginx}` };

function brokenContent(): string {
  const dir = contentCopy("broken");
  fs.appendFileSync(path.join(dir, "dictionary.yaml"), "- term: Broken\n  definition: [never closed\n");
  return dir;
}

test("a failed build leaves the published site serving, from pnpm start and from nginx", async ({ request }) => {
  test.setTimeout(180_000);
  const home = await (await request.get(`${servers["pnpm start"]}/`)).text();
  const asset = /\/assets\/[^"]+\.js/.exec(home)![0];
  const published = fs.readlinkSync(path.join(buildDir, "current"));
  const releases = fs.readdirSync(path.join(buildDir, "releases")).sort();

  const content = brokenContent();
  const statuses: string[] = [];
  let building = true;
  const build = runBuild({ BUILD_DIR: buildDirs.site, CONTENT_DIR: content }).finally(() => (building = false));
  // Ask both servers for a page and a script all through the build.
  do {
    for (const [server, origin] of Object.entries(servers)) {
      for (const address of ["/dictionary/trust", asset]) {
        statuses.push(`${server} ${address} ${(await request.get(origin + address)).status()}`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (building);
  const { code, output } = await build;
  fs.rmSync(content, { recursive: true, force: true });

  expect(code).not.toBe(0);
  expect(output).toMatch(/dictionary\.yaml:\d+:\d+ error YAML syntax/);
  expect(output).toContain(`the published site (${path.join(buildDirs.site, "client")}) is unchanged`);
  expect(statuses.filter((status) => !status.endsWith(" 200"))).toEqual([]);
  expect(fs.readlinkSync(path.join(buildDir, "current"))).toBe(published);
  expect(fs.readdirSync(path.join(buildDir, "releases")).sort()).toEqual(releases);
  for (const [server, origin] of Object.entries(servers)) {
    const after = await request.get(`${origin}/`);
    expect(after.status(), server).toBe(200);
    expect(await after.text(), server).toBe(home);
    expect((await request.get(origin + asset)).status(), server).toBe(200);
  }
});

test("a build killed half-way is never published nor offered for a rollback", async ({ request }) => {
  test.setTimeout(180_000);
  const home = await (await request.get(`${servers["pnpm start"]}/`)).text();
  const published = fs.readlinkSync(path.join(buildDir, "current"));
  const before = new Set(fs.readdirSync(path.join(buildDir, "releases")));
  let group = 0;
  const build = runBuild({ BUILD_DIR: buildDirs.site }, (pid) => (group = pid));
  // Killed once its release has pages: the moment a partial release looked publishable.
  let killed: string | undefined;
  for (const started = Date.now(); !killed && Date.now() - started < 120_000;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    killed = fs
      .readdirSync(path.join(buildDir, "releases"))
      .find((name) => !before.has(name) && fs.existsSync(path.join(buildDir, "releases", name, "client/index.html")));
  }
  process.kill(-group, "SIGKILL");
  await build;
  expect(killed, "the build wrote a page before it was killed").toBeDefined();

  expect(fs.readlinkSync(path.join(buildDir, "current"))).toBe(published);
  for (const [server, origin] of Object.entries(servers)) {
    const response = await request.get(`${origin}/`);
    expect(response.status(), server).toBe(200);
    expect(await response.text(), server).toBe(home);
  }
  const rollback = (...args: string[]) =>
    spawnSync("pnpm", ["-s", "rollback", ...args], {
      cwd: appRoot,
      env: { ...process.env, BUILD_DIR: buildDirs.site },
      encoding: "utf8",
    });
  expect(rollback("--list").stdout).not.toContain(killed);
  const refused = rollback(killed!);
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toContain(`${killed} is not a complete release`);
  expect(fs.readlinkSync(path.join(buildDir, "current"))).toBe(published);
});
