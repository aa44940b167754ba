import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent, sectionNotFoundPages, servedEntryPages } from "@site/content";
import { finishBuild } from "../postbuild/index";
import { OverwriteError, WriteOnce } from "../postbuild/write-once";

const scratch: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-write-once-"));
  scratch.push(dir);
  return dir;
};
afterEach(() => scratch.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("the build writes each file once", () => {
  it("refuses a second file at a name it has written, and keeps the first", () => {
    const files = new WriteOnce(freshDir());
    files.create("sitemap.xml", "<urlset/>");
    expect(() => files.create("sitemap.xml", "moved")).toThrow(OverwriteError);
    expect(() => files.create("sitemap.xml/index.html", "moved")).toThrow(OverwriteError);
    expect(fs.readFileSync(path.join(files.dir, "sitemap.xml"), "utf8")).toBe("<urlset/>");
  });

  it("stops a build whose content slipped a redirect onto a prerendered page, leaving the page as it was", async () => {
    const result = loadContent(undefined, { mode: "publish" });
    expect(result.snapshot).toBeDefined();
    // As if the check had let it through: the second line of defence alone.
    const snapshot = { ...result.snapshot!, redirects: [{ from: "/about/index.html", to: "/faq" }] };
    const build = freshDir();
    const client = path.join(build, "client");
    const page = "<!DOCTYPE html><title>About</title><main data-pagefind-body>About</main>";
    fs.mkdirSync(path.join(client, "about"), { recursive: true });
    fs.writeFileSync(path.join(client, "about/index.html"), page);
    // What React Router prerenders for each section's not-found page, which the build moves into place.
    for (const notFound of sectionNotFoundPages(servedEntryPages(snapshot).map((entry) => entry.path))) {
      fs.mkdirSync(path.join(client, notFound), { recursive: true });
      fs.writeFileSync(path.join(client, notFound, "index.html"), page);
    }
    await expect(finishBuild(build, snapshot)).rejects.toThrow(
      /the build would write \/about\/index\.html where it has already written a file; nothing was overwritten/,
    );
    expect(fs.readFileSync(path.join(client, "about/index.html"), "utf8")).toBe(page);
  });
});
