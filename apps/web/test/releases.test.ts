import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import {
  buildRelease,
  completeReleases,
  currentRelease,
  publishedReleaseBeside,
  publishRelease,
  pruneReleases,
  rollBack,
} from "../publish/releases";
import { servedReleaseFile, type ServedRelease } from "../postbuild/served-release";
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
  const served: ServedRelease = { headers: [["X-Build", text]], folders: [], redirects: [] };
  fs.writeFileSync(path.join(release, "deploy", servedReleaseFile), JSON.stringify(served));
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

/** A release folder like one a build killed half-way leaves: pages written, never completed. */
function killedBuildRelease(): string {
  // The process that "wrote" it has exited, as a killed build's has.
  const { pid } = spawnSync("true");
  const release = path.join(buildDir, "releases", `20990101000000000-${pid}-0001`);
  fs.mkdirSync(path.join(release, "client"), { recursive: true });
  fs.writeFileSync(path.join(release, "client/index.html"), "<h1>half a site</h1>");
  return release;
}

describe("only complete releases are published or offered for a rollback", () => {
  it("never publishes or offers a release whose build was killed, and the next build removes it", async () => {
    const one = await buildRelease(buildDir, site("one"));
    const killed = killedBuildRelease();
    expect(completeReleases(buildDir)).toEqual([one]);
    expect(() => publishRelease(buildDir, killed)).toThrow(/not a complete build/);
    expect(() => rollBack(buildDir, path.basename(killed))).toThrow(/not a complete release/);
    expect(published("client/index.html")).toBe("<h1>one</h1>");

    const two = await buildRelease(buildDir, site("two"));
    expect(releases()).toEqual([one, two].map((release) => path.basename(release)));
  });

  it("leaves no half-removed release: what an interrupted removal left is never offered, and is removed", async () => {
    const one = await buildRelease(buildDir, site("one"));
    // A removal renames a release aside first; a kill during the deletion leaves only this.
    const leftover = path.join(buildDir, "releases", ".removing-20000101000000000-1-0001-1");
    fs.mkdirSync(path.join(leftover, "client"), { recursive: true });
    fs.writeFileSync(path.join(leftover, "COMPLETE"), "");
    expect(completeReleases(buildDir)).toEqual([one]);
    await buildRelease(buildDir, site("two"));
    expect(fs.existsSync(leftover)).toBe(false);
  });

  it("rolls back to the complete release before the published one, or to the one named", async () => {
    const one = await buildRelease(buildDir, site("one"));
    const two = await buildRelease(buildDir, site("two"));
    killedBuildRelease();
    expect(rollBack(buildDir)).toBe(one);
    expect(published("client/index.html")).toBe("<h1>one</h1>");
    expect(() => rollBack(buildDir)).toThrow(/no complete release before the published one/);
    expect(rollBack(buildDir, path.basename(two))).toBe(two);
    expect(published("client/index.html")).toBe("<h1>two</h1>");
  });
});

describe("pruning", () => {
  it("never touches the published release, even one older than those it was asked to keep", async () => {
    const one = await buildRelease(buildDir, site("one"));
    const two = await buildRelease(buildDir, site("two"));
    const three = await buildRelease(buildDir, site("three"));
    rollBack(buildDir, path.basename(two));
    pruneReleases(buildDir, [three]);
    expect(releases()).toEqual([two, three].map((release) => path.basename(release)));
    expect(published("client/index.html")).toBe("<h1>two</h1>");
    expect(fs.existsSync(one)).toBe(false);
  });

  it("leaves a build that is still running alone, and keeps the release it replaced when it publishes", async () => {
    const faster: string[] = [];
    // A slow build starts first; two faster ones publish and prune while it is still writing.
    const slow = await buildRelease(buildDir, async (release) => {
      await site("slow")(release);
      faster.push(await buildRelease(buildDir, site("one")), await buildRelease(buildDir, site("two")));
      expect(fs.existsSync(path.join(release, "client/index.html"))).toBe(true);
    });
    expect(published("client/index.html")).toBe("<h1>slow</h1>");
    // Older than both: it was published last, and the release it replaced is kept for a rollback.
    expect(releases()).toEqual([slow, ...faster].map((release) => path.basename(release)));
    expect(rollBack(buildDir, path.basename(faster[1]!))).toBe(faster[1]);
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
