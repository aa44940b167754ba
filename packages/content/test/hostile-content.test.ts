import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatIssue, loadContent } from "../src/index.ts";
import { hostileCases, indentedList } from "../src/testing/hostile-content.ts";
import { validContent, write } from "./support/content-dir.ts";
import { describeExpected, expectContentError, type ExpectedError } from "./support/expected-error.ts";

// Cases that cannot be committed as fixtures: megabytes of text, symbolic links, bytes that are not
// text. Each is made here in a copy of valid content, and pins its message like a broken fixture.

/** The line of the `nth` occurrence of `needle` in a file of the content folder. */
function lineOf(dir: string, file: string, needle: string, nth = 1): number {
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  let at = -1;
  for (let i = 0; i < nth; i++) at = text.indexOf(needle, at + 1);
  return text.slice(0, at).split("\n").length;
}

/** What each case of `hostileCases` must be told, and where (the line found in the file it wrote). */
const hostile: Record<string, Omit<ExpectedError, "file" | "line"> & { at?: [needle: string, nth?: number] }> = {
  "2,500 nested <span> in an MDX page": { at: ["<span>"], message: /^nesting is 2,500 levels deep here; content/ },
  // Larger than a page may be: refused before it is read any further.
  "100,000 nested > in an MDX page": {
    at: ["---"],
    message: /^the file is 98 KB; a page or lesson may be at most 64 KB: split it up$/,
  },
  "60,000 nested > in an MDX page": { at: [">>>"], message: /^nesting is 60,000 levels deep here/ },
  "a list 600 levels deep in an MDX page": {
    at: ["---"],
    message: /^the file is \d+ KB; a page or lesson may be at most 64 KB/,
  },
  "a list 600 levels deep on one line of an MDX page": { at: ["- - -"], message: /^nesting is 600 levels deep here/ },
  "a list of 15,000 items in an MDX page": {
    at: ["- x\n"],
    message: /^this list has 15,000 items; a list in a text may have at most 1,000: split it up$/,
  },
  "an MDX page of 500 KB, a list of 128,000 items": {
    at: ["---"],
    message: /^the file is 501 KB; a page or lesson may be at most 64 KB: split it up$/,
  },
  "a definition quoting itself 19,000 levels deep": {
    at: ['definition: ">>>'],
    field: '[90] "Deep Quote".definition',
    message: /^nesting is 19,000 levels deep here/,
  },
  "a 4,000-item linkPhrases list anchored once and aliased into 95 terms": {
    at: ["*phrases", 3],
    message:
      /^YAML aliases \(\*name\) make this file 12,000 values longer than it is written; they may add at most 10,000/,
  },
  "YAML lists nested 400,000 levels deep": { at: ["answer: [[["], message: /^nesting is 400,000 levels deep here/ },
  "a former address on the site's 404 page": {
    at: ["[/404.html]"],
    message: /^"\/404\.html" is the site's not-found page, which the build writes/,
  },
  "a former address on a section's 404 page": {
    at: ["[/dictionary/404.html]"],
    message: /^"\/dictionary\/404\.html" is the not-found page of \/dictionary, which the build writes/,
  },
  "a former address on another term's share page": {
    at: ["[/share/"],
    message:
      /^"\/share\/dictionary\/hostile-share-target\.html" is the share page of dictionary\.yaml "Hostile Share Target", which the build writes/,
  },
  "a former address on a page's index.html": {
    at: ["[/about/index.html]"],
    message: /^"\/about\/index\.html" is the page \/about, which the build writes/,
  },
  "a former address on a page's data": {
    at: ["[/about.data]"],
    message: /^"\/about\.data" is the data of the page \/about, which the build writes/,
  },
  "a former address on the sitemap": {
    at: ["[/sitemap.xml]"],
    message: /^"\/sitemap\.xml" is the sitemap, which the build writes/,
  },
  "a former address inside the search index": {
    at: ["[/pagefind/"],
    message:
      /^"\/pagefind\/pagefind-entry\.json" lies in \/pagefind\/, the site search's index, which the build writes/,
  },
  "a page named pagefind, the search index's folder": {
    at: ["---"],
    message:
      /^the address \/pagefind is used by the site itself \(the site search's index, pagefind\/\): rename the file$/,
  },
  "a download hard-linked to a file outside the content folder": {
    message: /^the file "downloads\/passwd-template\.pdf" is a hard link \(the same file under 2 names/,
  },
  "a named pipe for a content file, which nothing ever writes": {
    message: /^the file "faq\.yaml" is not an ordinary file but a named pipe, so it cannot be published/,
  },
  "a link without a host, https:www.example.org": {
    at: ["https:www"],
    message: /^link "https:www\.example\.org\/x" has no host after https: .*: write "https:\/\/www\.example\.org\/x"$/,
  },
  "a link with a backslash for a host, https:/\\example.org": {
    at: ["https:/\\"],
    message: /^link "https:\/\\example\.org" has no host after https: .*: write "https:\/\/example\.org"$/,
  },
  "a script and a comment in a definition": {
    at: ["<script>"],
    message: /^<script> is not allowed: write Markdown or one of these HTML elements/,
  },
};

describe("content made to exhaust the check", () => {
  it("has an expectation for every hostile case", () => {
    expect(Object.keys(hostile).sort()).toEqual(hostileCases.map((c) => c.name).sort());
  });

  for (const hostileCase of hostileCases) {
    const { at, ...expected } = hostile[hostileCase.name]!;
    it(`${hostileCase.name}: fails fast, at its place, with a message the guide explains`, () => {
      const dir = validContent();
      hostileCase.write(dir);
      // A case without a place is a file that is not text (a pipe, a link): its message names the file alone.
      expectContentError(dir, {
        ...expected,
        file: hostileCase.file,
        ...(at ? { line: lineOf(dir, hostileCase.file, ...at) } : {}),
      });
    });
  }
});

describe("files that are not what they seem", () => {
  const cases: Record<string, { write(dir: string): void; expected: ExpectedError }> = {
    "a NUL byte in a YAML file": {
      write: (dir) => write(dir, "faq.yaml", "- question: Is this text?\n  answer: Not quite\0.\n"),
      expected: { file: "faq.yaml", line: 2, column: 20, message: /^a NUL character \(a zero byte\) is here/ },
    },
    "a Latin-1 é in an MDX page": {
      write(dir) {
        const file = path.join(dir, "pages/about.mdx");
        const text = fs.readFileSync(file, "utf8").replace("\n\n", "\n\nCaf\u00e9 society.\n\n");
        fs.writeFileSync(file, Buffer.from(text, "latin1"));
      },
      expected: {
        file: "pages/about.mdx",
        line: 6,
        column: 4,
        message: /^a byte here \(0xE9\) is not UTF-8 text, so the file was probably saved in another encoding/,
      },
    },
    "a download that is a symbolic link to a file outside the content folder": {
      write(dir) {
        fs.symlinkSync(secretOutside(), path.join(dir, "downloads/passwd-template.pdf"));
        offerDownload(dir, "passwd-template.pdf");
      },
      expected: {
        file: "documents.yaml",
        line: 8,
        field: '[0] "Documents 1".documents[0].file',
        message:
          /^the file "downloads\/passwd-template\.pdf" is a symbolic link \(to ".*secret\.txt"\), and links are never published/,
      },
    },
    "a symbolic link nobody links to": {
      write: (dir) => fs.symlinkSync(secretOutside(), path.join(dir, "media/unused.png")),
      expected: {
        file: "media/unused.png",
        message:
          /^the file "media\/unused\.png" is a symbolic link \(to ".*secret\.txt"\), and links are never published/,
      },
    },
    "an image in a media folder that is a link to another folder": {
      write(dir) {
        const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "elsewhere-"));
        fs.renameSync(path.join(dir, "media"), path.join(elsewhere, "media"));
        fs.symlinkSync(path.join(elsewhere, "media"), path.join(dir, "media"));
      },
      expected: {
        file: "site.yaml",
        line: 6,
        field: "logo.src",
        message: /^the file "media\/logo\.svg" is really ".*", outside the content folder/,
      },
    },
    "a content file that is a symbolic link": {
      write(dir) {
        const faq = path.join(dir, "faq.yaml");
        const elsewhere = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "elsewhere-")), "faq.yaml");
        fs.renameSync(faq, elsewhere);
        fs.symlinkSync(elsewhere, faq);
      },
      expected: { file: "faq.yaml", message: /^the file "faq\.yaml" is a symbolic link \(to ".*faq\.yaml"\)/ },
    },
    "a download that is a hard link to a file outside the content folder": {
      write(dir) {
        fs.linkSync(secretOutside(), path.join(dir, "downloads/passwd-template.pdf"));
        offerDownload(dir, "passwd-template.pdf");
      },
      expected: {
        file: "documents.yaml",
        line: 8,
        field: '[0] "Documents 1".documents[0].file',
        message:
          /^the file "downloads\/passwd-template\.pdf" is a hard link \(the same file under 2 names, which may be outside the content folder\), and links are never published/,
      },
    },
    "an image that is a named pipe": {
      write: (dir) => execFileSync("mkfifo", [path.join(dir, "media/waiting.png")]),
      expected: {
        file: "media/waiting.png",
        message: /^the file "media\/waiting\.png" is not an ordinary file but a named pipe/,
      },
    },
    "a 50 MB download": {
      // Sparse: the file is as large as the check sees it, without writing its bytes.
      write: (dir) => fs.truncateSync(path.join(dir, "downloads/sample.pdf"), 50 * 1024 * 1024),
      expected: {
        file: "downloads/sample.pdf",
        message:
          /^the file is 50\.0 MB; files in downloads\/ may be at most 20 MB \(limits\.downloadMegabytes in site\.yaml\)/,
      },
    },
    "a 6 MB image": {
      write: (dir) => fs.truncateSync(path.join(dir, "media/social.png"), 6 * 1024 * 1024),
      expected: {
        file: "media/social.png",
        message: /^the file is 6\.0 MB; files in media\/ may be at most 5 MB \(limits\.mediaMegabytes in site\.yaml\)/,
      },
    },
    "a document in the images folder": {
      write: (dir) => fs.writeFileSync(path.join(dir, "media/notes.txt"), "Not an image."),
      expected: {
        file: "media/notes.txt",
        message:
          /^media\/ holds images \(png, jpg, jpeg, gif, webp, avif, svg\), and this file is not one: put files to download in downloads\/$/,
      },
    },
    "a list of 10,001 questions": {
      write: (dir) =>
        write(dir, "faq.yaml", Array.from({ length: 10_001 }, (_, i) => `- question: Q${i}?\n  answer: A.\n`).join("")),
      expected: {
        file: "faq.yaml",
        line: 1,
        message: /^this list has 10,001 items; a list may have at most 10,000: split it up$/,
      },
    },
  };

  for (const [name, { write: make, expected }] of Object.entries(cases)) {
    it(`${name}: ${describeExpected(expected)}`, () => {
      const dir = validContent();
      make(dir);
      expectContentError(dir, expected);
    });
  }

  it("reports a referenced link at the link itself too, so it is found however it is used", () => {
    const dir = validContent();
    cases["a download that is a symbolic link to a file outside the content folder"]!.write(dir);
    const reported = loadContent(dir).issues.map((issue) => formatIssue(issue, dir));
    expect(reported).toContainEqual(
      expect.stringMatching(
        /^downloads\/passwd-template\.pdf error the file "downloads\/passwd-template\.pdf" is a symbolic link/,
      ),
    );
  });

  it("accepts a larger download when site.yaml raises the limit", () => {
    const dir = validContent();
    fs.truncateSync(path.join(dir, "downloads/sample.pdf"), 50 * 1024 * 1024);
    fs.appendFileSync(path.join(dir, "site.yaml"), "limits:\n  downloadMegabytes: 60\n");
    const result = loadContent(dir);
    expect(result.issues.filter((issue) => issue.severity === "error")).toEqual([]);
    expect(result.snapshot!.collections.documents[0]!.documents[0]!.size).toBe("52.4 MB");
  });

  it("takes long but shallow content for what it is: self-closing elements, line breaks, rules and blanks to fill in", () => {
    const dir = validContent();
    const paths = Array.from({ length: 3000 }, (_, i) => `<path d="M${i} 0L${i} 10"/>`).join("");
    write(dir, "media/example.svg", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${paths}</svg>`);
    const blanks = `Signed:${"_".repeat(300)} on ${"_".repeat(80)}.`;
    fs.appendFileSync(
      path.join(dir, "pages/about.mdx"),
      `\n${"Line.<br />".repeat(300)}\n\n${"*".repeat(300)}\n\n${blanks}\n\n${indentedList(40)}\n`,
    );
    const result = loadContent(dir);
    expect(result.issues.filter((issue) => issue.severity === "error").map((issue) => formatIssue(issue, dir))).toEqual(
      [],
    );
  });

  it("reads YAML and MDX files saved with a byte-order mark", () => {
    const dir = validContent();
    for (const file of ["pages/about.mdx", "faq.yaml"]) {
      const full = path.join(dir, file);
      fs.writeFileSync(full, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fs.readFileSync(full)]));
    }
    const result = loadContent(dir);
    expect(result.issues.filter((issue) => issue.severity === "error")).toEqual([]);
    expect(result.snapshot!.collections.pages.find((page) => page.id === "about")!.title).toBe("Synthetic about");
  });
});

/** The first document of documents.yaml offers `name` from content/downloads. */
function offerDownload(dir: string, name: string): void {
  const documents = path.join(dir, "documents.yaml");
  fs.writeFileSync(documents, fs.readFileSync(documents, "utf8").replace("file: sample.pdf", `file: ${name}`));
}

/** A file outside every content folder, standing for /etc/passwd. */
function secretOutside(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "outside-")), "secret.txt");
  fs.writeFileSync(file, "root:x:0:0:root:/root:/bin/bash\n");
  return file;
}
