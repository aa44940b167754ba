import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cliBundle } from "../bin/cli-bundle.mjs";
import { siteContentRoot } from "../src/index.ts";

const packageRoot = path.resolve(import.meta.dirname, "..");

describe("the content command's bundle", () => {
  it("is built again when a source changes, and keeps no stale bundle", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-cli-bundle-"));
    const src = path.join(dir, "src");
    fs.mkdirSync(path.join(src, "site"), { recursive: true });
    fs.writeFileSync(path.join(src, "site/cli.ts"), 'import { said } from "./said.ts";\nconsole.log(said);\n');
    fs.writeFileSync(path.join(src, "site/said.ts"), 'export const said: string = "first";\n');
    const run = (bundle: string | undefined) =>
      spawnSync(process.execPath, [bundle!], { encoding: "utf8" }).stdout.trim();
    const options = { src, cacheDir: path.join(dir, "cache") };

    const first = await cliBundle(options);
    expect(run(first)).toBe("first");
    expect(await cliBundle(options)).toBe(first);

    fs.writeFileSync(path.join(src, "site/said.ts"), 'export const said: string = "edited";\n');
    const second = await cliBundle(options);
    expect(second).not.toBe(first);
    expect(run(second)).toBe("edited");
    expect(fs.readdirSync(options.cacheDir)).toEqual([path.basename(second!)]);
  });

  it("runs from the cache yet finds the repository's content, as the sources do", async () => {
    const bundle = await cliBundle();
    expect(bundle).toContain(path.join(packageRoot, "node_modules"));
    const stale = spawnSync(process.execPath, [bundle!, "stale"], {
      cwd: path.dirname(siteContentRoot),
      encoding: "utf8",
      env: { ...process.env, CONTENT_DIR: "" },
    });
    expect(stale.status).toBe(0);
    expect(stale.stdout).toMatch(/^ {2}\d{4}-\d\d-\d\d {2}content\/dictionary\.yaml:\d+ "/m);
  });
});
