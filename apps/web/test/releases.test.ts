import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startServerHeadersFile } from "../postbuild/headers";
import { buildRelease, currentRelease, publishedReleaseBeside } from "../publish/releases";
import { startServerRedirectsFile } from "../server/served-release";
import { createSiteServer } from "../server/static-server";

let buildDir: string;
beforeEach(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-releases-test-"));
});
afterEach(() => fs.rmSync(buildDir, { recursive: true, force: true }));

/** A build step that writes a small site whose pages say `text`. */
const site = (text: string) => async (release: string) => {
  fs.mkdirSync(path.join(release, "client/assets"), { recursive: true });
  fs.mkdirSync(path.join(release, "deploy"), { recursive: true });
  fs.writeFileSync(path.join(release, "client/index.html"), `<h1>${text}</h1>`);
  fs.writeFileSync(path.join(release, "client/404.html"), `<h1>Not found (${text})</h1>`);
  fs.writeFileSync(path.join(release, `client/assets/${text}.js`), `console.log(${JSON.stringify(text)})`);
  fs.writeFileSync(path.join(release, "deploy/security-headers.conf"), `# ${text}\n`);
  fs.writeFileSync(path.join(release, "deploy", startServerHeadersFile), JSON.stringify([["X-Build", text]]));
  fs.writeFileSync(path.join(release, "deploy", startServerRedirectsFile), "[]");
};
const published = (file: string) => fs.readFileSync(path.join(buildDir, file), "utf8");
const releases = () => fs.readdirSync(path.join(buildDir, "releases")).sort();

describe("building into a release and publishing it", () => {
  it("publishes a build that succeeds under build/client and build/deploy", async () => {
    const release = await buildRelease(buildDir, site("one"));
    expect(published("client/index.html")).toBe("<h1>one</h1>");
    expect(published("deploy/security-headers.conf")).toBe("# one\n");
    expect(currentRelease(buildDir)).toBe(release);
    expect(fs.lstatSync(path.join(buildDir, "client")).isSymbolicLink()).toBe(true);
  });

  it("leaves the published build untouched when a build fails after writing files, and removes what it wrote", async () => {
    const first = await buildRelease(buildDir, site("one"));
    const failing = buildRelease(buildDir, async (release) => {
      await site("two")(release);
      throw new Error("content check failed");
    });
    await expect(failing).rejects.toThrow("content check failed");
    expect(published("client/index.html")).toBe("<h1>one</h1>");
    expect(currentRelease(buildDir)).toBe(first);
    expect(releases()).toEqual([path.basename(first)]);
  });

  it("does not publish a build that finishes without writing a site", async () => {
    await buildRelease(buildDir, site("one"));
    await expect(buildRelease(buildDir, async () => {})).rejects.toThrow(/without writing .*client\/index\.html/);
    expect(published("client/index.html")).toBe("<h1>one</h1>");
  });

  it("never mixes files of two builds: a build's assets are exactly its own", async () => {
    await buildRelease(buildDir, site("one"));
    await buildRelease(buildDir, site("two"));
    expect(fs.readdirSync(path.join(buildDir, "client/assets"))).toEqual(["two.js"]);
  });

  it("shows a build the release published before it, and nothing to a first build or a plain folder", async () => {
    let seen: (string | undefined)[] = [];
    const one = await buildRelease(buildDir, async (release) => {
      seen.push(publishedReleaseBeside(release));
      await site("one")(release);
    });
    await buildRelease(buildDir, async (release) => {
      seen.push(publishedReleaseBeside(release));
      await site("two")(release);
    });
    expect(seen).toEqual([undefined, one]);
    seen = [publishedReleaseBeside(path.join(buildDir, "elsewhere"))];
    expect(seen).toEqual([undefined]);
  });

  it("keeps the published release and the one before it, and removes older ones", async () => {
    const first = await buildRelease(buildDir, site("one"));
    const second = await buildRelease(buildDir, site("two"));
    expect(releases()).toEqual([first, second].map((release) => path.basename(release)));
    const third = await buildRelease(buildDir, site("three"));
    expect(releases()).toEqual([second, third].map((release) => path.basename(release)));
  });

  it("adopts a build folder written before releases existed, then replaces it atomically", async () => {
    await site("old layout")(buildDir);
    await buildRelease(buildDir, site("new"));
    expect(published("client/index.html")).toBe("<h1>new</h1>");
    expect(releases()).toHaveLength(2);
    expect(releases()[0]).toMatch(/-adopted$/);
  });
});

describe("pnpm start while builds are published", () => {
  let server: http.Server;
  let origin: string;
  beforeEach(async () => {
    await buildRelease(buildDir, site("one"));
    server = createSiteServer(path.join(buildDir, "client"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));
  /** Status, the build whose headers came with the answer, and the body. */
  const get = async (address: string) => {
    const response = await fetch(origin + address);
    return `${response.status} ${response.headers.get("x-build")} ${await response.text()}`;
  };

  it("serves the new build from the next request on, and the old one through a failed build", async () => {
    expect(await get("/")).toBe("200 one <h1>one</h1>");
    await expect(
      buildRelease(buildDir, async (release) => {
        await site("broken")(release);
        expect(await get("/")).toBe("200 one <h1>one</h1>");
        throw new Error("broken content");
      }),
    ).rejects.toThrow();
    expect(await get("/")).toBe("200 one <h1>one</h1>");
    expect(await get("/assets/one.js")).toBe('200 one console.log("one")');

    await buildRelease(buildDir, site("two"));
    expect(await get("/")).toBe("200 two <h1>two</h1>");
    expect(await get("/assets/two.js")).toBe('200 two console.log("two")');
    expect(await get("/assets/one.js")).toBe("404 two <h1>Not found (two)</h1>");
  });

  it("keeps answering after the releases it started on are gone", async () => {
    await buildRelease(buildDir, site("two"));
    await buildRelease(buildDir, site("three"));
    expect(await get("/")).toBe("200 three <h1>three</h1>");
    expect(await get("/nope")).toBe("404 three <h1>Not found (three)</h1>");
  });
});
