import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteContentRoot } from "@site/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin } from "../src/admin/build-admin.ts";
import type { DecapConfig } from "../src/config/decap-config.ts";

const editing = { repository: "our-group/website", branch: "main", authUrl: "https://auth.example.org" };
const repository = path.dirname(siteContentRoot);

describe("the deployed editor (/admin, when site.yaml names a repository)", () => {
  let out: string;
  let config: DecapConfig;
  beforeAll(async () => {
    out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "editor-admin-")), "admin");
    await buildAdmin(out, editing);
    config = JSON.parse(fs.readFileSync(path.join(out, "config.json"), "utf8")) as DecapConfig;
  }, 240_000);
  afterAll(() => fs.rmSync(path.dirname(out), { recursive: true, force: true }));

  it("is a page of its own whose scripts are all under /admin/", () => {
    const html = fs.readFileSync(path.join(out, "index.html"), "utf8");
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).toMatch(/^\/admin\//);
      expect(fs.existsSync(path.join(out, src.slice("/admin/".length))), src).toBe(true);
    }
    // No inline script: the page runs under a policy without 'unsafe-inline'.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it("signs in with GitHub on the repository site.yaml names, through its sign-in service", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "our-group/website",
      branch: "main",
      base_url: "https://auth.example.org",
    });
  });

  it("edits the repository's own files: every file and folder it names is in content/", () => {
    const places = config.collections.flatMap((collection) =>
      "files" in collection ? collection.files.map((file) => file.file) : [collection.folder],
    );
    expect(places).toContain("content/site.yaml");
    expect(places).toContain("content/videos");
    for (const place of places) expect(fs.existsSync(path.join(repository, place)), place).toBe(true);
    expect(fs.existsSync(path.join(repository, config.media_folder))).toBe(true);
  });
});
