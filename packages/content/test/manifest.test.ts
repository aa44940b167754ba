import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../src/index.ts";
import { readImageSize } from "../src/vite/image-size.ts";
import { validContent, write } from "./support/content-dir.ts";

describe("loading content", () => {
  it("warns, but still builds, when a category lists a different number of videos than it declares", () => {
    const dir = validContent();
    write(
      dir,
      "videos/category-1.yaml",
      "title: One\ndescription: Videos.\nvideoCount: 3\nvideos:\n  - id: 1\n    embed: https://player.vimeo.com/video/1\n",
    );
    const result = loadContent(dir);
    expect(result.manifest).toBeDefined();
    expect(result.issues).toEqual([
      expect.objectContaining({
        severity: "warning",
        file: path.join(dir, "videos/category-1.yaml"),
        line: 3,
        field: "videoCount",
        message: "declares 3 videos but lists 1; the page shows the 1 listed",
      }),
    ]);
  });

  it("measures downloadable files, keeps sizes of linked ones, and marks the rest unavailable", () => {
    const dir = validContent();
    fs.writeFileSync(path.join(dir, "downloads/form.pdf"), Buffer.alloc(812_000));
    write(
      dir,
      "documents.yaml",
      `- id: forms
  title: Forms
  description: Templates.
  documents:
    - { name: Form, type: PDF Template, description: A form., file: form.pdf }
    - { name: Book, type: PDF Book, description: A book., url: "https://example.org/book.pdf", size: 2.4 MB }
    - { name: Later, type: DOCX Template, description: Soon. }
`,
    );
    const documents = loadContent(dir).manifest!.documents[0]!.documents;
    expect(documents.map((d) => [d.size, d.download])).toEqual([
      ["812 KB", { kind: "file", href: "/downloads/form.pdf", fileName: "form.pdf" }],
      ["2.4 MB", { kind: "external", href: "https://example.org/book.pdf" }],
      [undefined, { kind: "unavailable" }],
    ]);
  });

  it("requires a size for linked documents", () => {
    const dir = validContent();
    write(
      dir,
      "documents.yaml",
      `- id: forms\n  title: Forms\n  description: T.\n  documents:\n    - { name: Book, type: PDF Book, description: A book., url: "https://example.org/b.pdf" }\n`,
    );
    const result = loadContent(dir);
    expect(result.manifest).toBeUndefined();
    expect(result.issues[0]).toMatchObject({
      field: "[0].documents[0].size",
      message: "is required for a linked document (e.g. '2.4 MB')",
    });
  });

  it("numbers steps, defaults their buttons, and links dialogs with 'Go to Step N' only to the next dialog", () => {
    const steps = loadContent(validContent()).manifest!.processes[0]!.steps;
    expect(steps.map((s) => [s.number, s.kind, s.cta, "next" in s ? s.next : undefined])).toEqual([
      [1, "lesson", "Start Step 1", 2],
      [2, "lesson", "Start Step 2", 3],
      [3, "placeholder", "Start Step 3", undefined],
      [4, "link", "Open", undefined],
    ]);
  });

  it("makes slugs from terms and links definitions by their phrases", () => {
    const dir = validContent();
    write(
      dir,
      "dictionary.yaml",
      `- term: Negotiable Instrument
  definition: A signed writing that orders or promises payment.
  linkPhrases: [negotiable instrument]
- term: Holder
  definition: A person in possession of a negotiable instrument.
`,
    );
    const terms = loadContent(dir).manifest!.terms;
    expect(terms.map((t) => t.slug)).toEqual(["negotiable-instrument", "holder"]);
    expect(JSON.stringify(terms[1]!.definition)).toContain('"href":"/dictionary/negotiable-instrument"');
    expect(JSON.stringify(terms[0]!.definition)).not.toContain("href");
  });

  it("reports a missing site.yaml and nothing else", () => {
    const dir = validContent();
    fs.rmSync(path.join(dir, "site.yaml"));
    const result = loadContent(dir);
    expect(result.issues).toEqual([
      expect.objectContaining({
        file: path.join(dir, "site.yaml"),
        message: "file is missing: create site.yaml under the content folder",
      }),
    ]);
  });

  it("reports a missing content folder", () => {
    expect(loadContent("/nonexistent/content").issues[0]!.message).toMatch(/content folder not found/);
  });
});

describe("readImageSize", () => {
  it("reads SVG sizes from width/height or the viewBox", () => {
    const dir = validContent();
    write(dir, "a.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"></svg>');
    write(dir, "b.svg", '<svg viewBox="0 0 800 420" xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(readImageSize(path.join(dir, "a.svg"))).toEqual({ width: 400, height: 500 });
    expect(readImageSize(path.join(dir, "b.svg"))).toEqual({ width: 800, height: 420 });
  });
  it("reads PNG and GIF headers", () => {
    const dir = validContent();
    const png = Buffer.alloc(24);
    png.writeUInt32BE(0x89504e47, 0);
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    fs.writeFileSync(path.join(dir, "x.png"), png);
    const gif = Buffer.from("GIF89a\x10\x00\x20\x00", "binary");
    fs.writeFileSync(path.join(dir, "x.gif"), gif);
    expect(readImageSize(path.join(dir, "x.png"))).toEqual({ width: 640, height: 480 });
    expect(readImageSize(path.join(dir, "x.gif"))).toEqual({ width: 16, height: 32 });
  });
  it("returns undefined for anything else", () => {
    expect(readImageSize("/nonexistent.png")).toBeUndefined();
  });
});
