import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultContentRoot } from "@site/content";

const appRoot = path.resolve(import.meta.dirname, "..");

/** `pnpm build`'s publishing step around `command`, on `content`, into a fresh build folder. */
function publish(command: string, content = defaultContentRoot()) {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-failed-build-"));
  const run = spawnSync(process.execPath, ["--import", "tsx", "publish/build.ts", command], {
    cwd: appRoot,
    env: { ...process.env, BUILD_DIR: buildDir, CONTENT_DIR: content },
    encoding: "utf8",
  });
  const releases = fs.existsSync(path.join(buildDir, "releases"))
    ? fs.readdirSync(path.join(buildDir, "releases"))
    : [];
  fs.rmSync(buildDir, { recursive: true, force: true });
  return { code: run.status, output: run.stdout + run.stderr, releases };
}

/** A copy of the site's content with one change an author could make. */
function contentWith(change: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-failed-build-content-"));
  fs.cpSync(defaultContentRoot(), dir, { recursive: true });
  change(dir);
  return dir;
}

// Writes a marker into the release: the build command ran.
const markRun = `node -e "require('fs').writeFileSync(process.env.BUILD_DIR + '/ran', '')"`;
const stackLine = /^\s+at /m;

describe("a failed build tells an author what to fix, and nothing else", () => {
  it("content the check refuses: the check's message and that the published site is unchanged, no stack", () => {
    const content = contentWith((dir) => {
      // The first former address of issue 28: it used to build, replacing the site's 404 page.
      const file = path.join(dir, "dictionary.yaml");
      fs.writeFileSync(
        file,
        fs.readFileSync(file, "utf8").replace(/^- term: Trust\n/m, "- term: Trust\n  formerAddresses: [/404.html]\n"),
      );
      fs.appendFileSync(file, "\n- term: Broken\n  definition: A <script>alert(1)</script> definition.\n");
    });
    try {
      const { code, output, releases } = publish(markRun, content);
      expect(code).toBe(1);
      expect(output).toMatch(
        /dictionary\.yaml:\d+:\d+ error \[\d+\] "Trust"\.formerAddresses\[0\]: "\/404\.html" is the site's not-found page, which the build writes/,
      );
      expect(output).toMatch(/dictionary\.yaml:\d+:\d+ error \[\d+\] "Broken"\.definition: <script> is not allowed/);
      expect(output).toMatch(/The build failed: the published site \(.*client\) is unchanged\.\n$/);
      expect(output).not.toMatch(stackLine);
      expect(output).not.toContain("ContentError");
      // Nothing was built: the command never ran.
      expect(releases).toEqual([]);
    } finally {
      fs.rmSync(content, { recursive: true, force: true });
    }
  }, 180_000);

  it("a bug in the site's own code: its stack trace, and that the published site is unchanged", () => {
    const { code, output } = publish(`node -e "function finishBuild() { throw new Error('a bug') } finishBuild()"`);
    expect(code).toBe(1);
    expect(output).toContain("Error: a bug");
    expect(output).toMatch(/^\s+at finishBuild /m);
    expect(output).toMatch(/The build failed: the published site \(.*client\) is unchanged\./);
  }, 180_000);
});
