import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentGraph, loadContent } from "../src/index.ts";
import { readImageSize } from "../src/rich/image-size.ts";
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
    expect(result.snapshot).toBeDefined();
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

  it("warns where a process's or a page's description is longer than search results show", () => {
    const dir = validContent();
    const processFile = fs.readdirSync(path.join(dir, "processes"))[0]!;
    const file = path.join(dir, "processes", processFile, "process.yaml");
    const long = "A sentence that goes on. ".repeat(7).trim();
    const lines = fs.readFileSync(file, "utf8").split("\n");
    const at = lines.findIndex((line) => line.startsWith("description:"));
    const rest = lines.slice(at + 1).findIndex((line) => !line.startsWith("  "));
    lines.splice(at, rest + 1, `description: ${long}`);
    fs.writeFileSync(file, lines.join("\n"));
    const result = loadContent(dir);
    expect(result.snapshot).toBeDefined();
    expect(result.issues).toEqual([
      expect.objectContaining({
        severity: "warning",
        file,
        line: at + 1,
        field: "description",
        message: `is ${long.length} characters long; search results and link previews show about 160: shorten it to 160 or fewer`,
      }),
    ]);
  });

  it("measures downloadable files, keeps sizes of linked ones, and marks the rest unavailable", () => {
    const dir = validContent();
    fs.writeFileSync(path.join(dir, "downloads/form.pdf"), Buffer.alloc(812_000));
    write(
      dir,
      "documents.yaml",
      fs.readFileSync(path.join(dir, "documents.yaml"), "utf8") +
        `- id: forms
  title: Forms
  description: Templates.
  documents:
    - { name: Form, type: PDF Template, description: A form., file: form.pdf }
    - { name: Book, type: PDF Book, description: A book., url: "https://example.org/book.pdf", size: 2.4 MB }
    - { name: Later, type: DOCX Template, description: Soon. }
`,
    );
    const documents = loadContent(dir).snapshot!.collections.documents.find((c) => c.id === "forms")!.documents;
    expect(documents.map((d) => [d.id, d.size, d.download])).toEqual([
      ["form", "812 KB", { kind: "file", href: "/downloads/form.pdf", fileName: "form.pdf" }],
      ["book", "2.4 MB", { kind: "external", href: "https://example.org/book.pdf" }],
      ["later", undefined, { kind: "unavailable" }],
    ]);
  });

  it("requires a size for linked documents", () => {
    const dir = validContent();
    write(
      dir,
      "documents.yaml",
      fs.readFileSync(path.join(dir, "documents.yaml"), "utf8") +
        `- id: forms\n  title: Forms\n  description: T.\n  documents:\n    - { name: Book, type: PDF Book, description: A book., url: "https://example.org/b.pdf" }\n`,
    );
    const result = loadContent(dir);
    expect(result.snapshot).toBeUndefined();
    expect(result.issues[0]).toMatchObject({
      field: expect.stringMatching(/^\[\d+\] "Forms"\.documents\[0\]\.size$/),
      message: "is required for a linked document (e.g. '2.4 MB')",
    });
  });

  it("numbers steps, defaults their buttons, and links dialogs with 'Go to Step N' only to the next dialog", () => {
    const steps = loadContent(validContent()).snapshot!.collections.steps.filter((s) => s.process === "process-1");
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
    const terms = loadContent(dir).snapshot!.collections.dictionary;
    expect(terms.map((t) => t.id)).toEqual(["holder", "negotiable-instrument"]);
    expect(JSON.stringify(terms[0]!.definition)).toContain('"href":"/dictionary/negotiable-instrument"');
    expect(JSON.stringify(terms[1]!.definition)).not.toContain("href");
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

describe("the content graph, run again after an edit", () => {
  const termsFile = (dir: string) => path.join(dir, "dictionary.yaml");

  it("re-reads only the files it is told changed, and reports which collections changed", () => {
    const dir = validContent();
    const graph = new ContentGraph(dir);
    expect(graph.run().changed).toContain("dictionary");
    expect(graph.run().changed).toEqual([]);

    const text = fs.readFileSync(termsFile(dir), "utf8");
    fs.writeFileSync(termsFile(dir), text.replace(/definition: ([A-Z])/, "definition: Edited. $1"));
    // Not told yet: the graph keeps what it read.
    expect(graph.run().changed).toEqual([]);
    graph.invalidate([termsFile(dir)]);
    const edited = graph.run();
    expect(edited.changed).toEqual(["dictionary"]);
    expect(JSON.stringify(edited.snapshot!.collections.dictionary)).toContain("Edited.");
  });

  it("checks other files' links again when an edit removes the page they point at, and recovers", () => {
    const dir = validContent();
    const graph = new ContentGraph(dir);
    const first = graph.run().snapshot!.collections.dictionary[0]!;
    write(
      dir,
      "pages/contact.mdx",
      `---\ntitle: Contact\ndescription: Write.\n---\n\nSee [the term](/dictionary/${first.id}).\n`,
    );
    graph.invalidate([path.join(dir, "pages/contact.mdx")]);
    expect(graph.run().snapshot).toBeDefined();

    const text = fs.readFileSync(termsFile(dir), "utf8");
    fs.writeFileSync(termsFile(dir), text.replace(`term: ${first.term}`, "term: Renamed Term"));
    graph.invalidate([termsFile(dir)]);
    const broken = graph.run();
    expect(broken.snapshot).toBeUndefined();
    const gone = new RegExp(`^link "/dictionary/${first.id}" goes to a page that does not exist`);
    expect(broken.issues).toContainEqual(
      expect.objectContaining({
        file: path.join(dir, "pages/contact.mdx"),
        line: 6,
        message: expect.stringMatching(gone),
      }),
    );
    // Definitions that linked to it are found too; nothing else is reported.
    for (const issue of broken.issues) expect(issue.message).toMatch(gone);

    fs.writeFileSync(termsFile(dir), text);
    graph.invalidate([termsFile(dir)]);
    expect(graph.run().snapshot).toBeDefined();
  });

  it("checks again only the links that could go to a new page, and what lists the collection", () => {
    const dir = validContent();
    const graph = new ContentGraph(dir);
    write(
      dir,
      "pages/contact.mdx",
      `---\ntitle: Contact\ndescription: Write.\n---\n\nSee [the term](/dictionary/a-new-term).\n`,
    );
    graph.invalidate([path.join(dir, "pages/contact.mdx")]);
    const missing = graph.run();
    expect(missing.issues).toContainEqual(
      expect.objectContaining({
        message: expect.stringMatching(/^link "\/dictionary\/a-new-term" goes to a page that does not exist/),
      }),
    );

    fs.appendFileSync(termsFile(dir), "\n- term: A New Term\n  definition: Added.\n");
    graph.invalidate([termsFile(dir)]);
    const added = graph.run();
    expect(added.snapshot).toBeDefined();
    // The page whose link now arrives is checked again; the site's other links are kept as they were.
    expect(added.changed.toSorted()).toEqual(["dictionary", "pages"]);

    fs.appendFileSync(termsFile(dir), "\n- term: Another New Term\n  definition: Added.\n");
    graph.invalidate([termsFile(dir)]);
    expect(graph.run().changed).toEqual(["dictionary"]);
  });

  it("checks only the collections it is given, but their links against every page, even one whose body is broken", () => {
    const dir = validContent();
    const graph = new ContentGraph(dir);
    const term = graph.run().snapshot!.collections.dictionary[0]!;
    // A page with an unclosed tag, and a term linking to it: only the term's collection is checked.
    write(dir, "pages/contact.mdx", "---\ntitle: Contact\ndescription: Write.\n---\n\n<Callout>\nOpen.\n");
    const text = fs.readFileSync(termsFile(dir), "utf8");
    fs.writeFileSync(termsFile(dir), text.replace(/definition: ([A-Z])/, "definition: See [contact](/contact). $1"));
    graph.invalidate();
    const limited = graph.run({ only: ["dictionary"] });
    expect(limited).toMatchObject({ only: ["dictionary"], issues: [] });
    expect(limited.snapshot).toBeUndefined();
    expect(graph.run().issues).toContainEqual(
      expect.objectContaining({
        file: path.join(dir, "pages/contact.mdx"),
        message: expect.stringMatching(/never closed/),
      }),
    );

    // A link from the checked collection to a page that does not exist is still an error.
    fs.writeFileSync(
      termsFile(dir),
      text.replace(`term: ${term.term}`, `$&\n  detailedDefinition: See [x](/nowhere).`),
    );
    graph.invalidate([termsFile(dir)]);
    expect(graph.run({ only: ["dictionary"] }).issues).toEqual([
      expect.objectContaining({ file: termsFile(dir), message: expect.stringMatching(/^link "\/nowhere"/) }),
    ]);
  });

  it("folds what a file that cannot be read breaks elsewhere into its error: references to its documents, links to its page", () => {
    const dir = validContent();
    const documents = path.join(dir, "documents.yaml");
    // A tab before a field: the whole list of documents cannot be read.
    fs.writeFileSync(documents, fs.readFileSync(documents, "utf8").replace("\n  title:", "\n\ttitle:"));
    write(
      dir,
      "pages/about.mdx",
      fs.readFileSync(path.join(dir, "pages/about.mdx"), "utf8") + "\nSee [one](/video-library/nowhere).\n",
    );

    const { issues } = loadContent(dir);
    const [cause, ...others] = issues.filter((issue) => issue.severity === "error");
    expect(cause).toMatchObject({ file: documents, message: expect.stringMatching(/indented with a tab/) });
    const folded = cause!.followOns!.filter((issue) => issue.file !== documents);
    // Every process lists templates of documents.yaml: each reference follows from the tab.
    expect(folded.length).toBeGreaterThan(0);
    expect(folded.every((issue) => /^no document has the id/.test(issue.message))).toBe(true);
    // A broken link to another collection's page does not: it is reported on its own.
    expect(others.map((issue) => issue.message)).toEqual([expect.stringMatching(/link "\/video-library\/nowhere"/)]);
  });

  it("points an unclosed quote at the line where the quote opens, not the end of the file", () => {
    const dir = validContent();
    const lines = fs.readFileSync(termsFile(dir), "utf8").split("\n");
    const at = lines.findIndex((line) => line.startsWith("  definition:"));
    lines[at] = '  definition: "An unclosed quote';
    fs.writeFileSync(termsFile(dir), lines.join("\n"));
    const errors = loadContent(dir).issues.filter((issue) => issue.severity === "error");
    expect(errors).toEqual([
      expect.objectContaining({
        line: at + 1,
        column: 15,
        message: "YAML syntax: this quoted text is never closed: add the closing quote where the text ends",
      }),
    ]);
  });
});

describe("readImageSize", () => {
  it("reads SVG sizes from width/height or the viewBox", () => {
    const dir = validContent();
    write(dir, "a.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"></svg>');
    write(dir, "b.svg", '<svg viewBox="0 0 800 420" xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(readImageSize(path.join(dir, "a.svg"), dir)).toEqual({ width: 400, height: 500 });
    expect(readImageSize(path.join(dir, "b.svg"), dir)).toEqual({ width: 800, height: 420 });
  });
  it("reads PNG and GIF headers", () => {
    const dir = validContent();
    // A PNG's signature, then its first chunk (IHDR: 13 bytes), which starts with the width and height.
    const png = Buffer.alloc(24);
    Buffer.from("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR", "binary").copy(png);
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    fs.writeFileSync(path.join(dir, "x.png"), png);
    const gif = Buffer.from("GIF89a\x10\x00\x20\x00", "binary");
    fs.writeFileSync(path.join(dir, "x.gif"), gif);
    expect(readImageSize(path.join(dir, "x.png"), dir)).toEqual({ width: 640, height: 480 });
    expect(readImageSize(path.join(dir, "x.gif"), dir)).toEqual({ width: 16, height: 32 });
  });
  it("returns undefined for anything else", () => {
    expect(readImageSize("/nonexistent.png", "/")).toBeUndefined();
  });
});
