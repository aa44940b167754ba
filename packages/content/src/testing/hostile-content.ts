import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Content written to exhaust the check rather than to be published: each case changes one file of
 * a valid content folder the way a careless author or an attacker could. Generated, because the
 * cases are megabytes of text; the tests pin each one's message and the benchmark times the check on
 * them (none may take it past a few seconds).
 */
export interface HostileCase {
  /** What the case is, in the words of the issue that found it. */
  name: string;
  /** The file it changes, relative to the content folder. */
  file: string;
  /** Changes a copy of a valid content folder (the site's own, or synthetic content). */
  write(root: string): void;
}

/** Text added to the end of the about page's body. */
const aboutPageCase = (name: string, body: string): HostileCase => ({
  name,
  file: "pages/about.mdx",
  write: (root) => fs.appendFileSync(path.join(root, "pages/about.mdx"), `\n${body}\n`),
});

/** Adds terms to the dictionary, written as YAML list items. */
const appendTerms = (root: string, ...terms: string[]) =>
  fs.appendFileSync(path.join(root, "dictionary.yaml"), `\n${terms.join("\n")}\n`);

/** A term whose former address is `address`: it would become a redirect page there. */
const formerAddressCase = (name: string, address: string): HostileCase => ({
  name,
  file: "dictionary.yaml",
  write: (root) =>
    appendTerms(
      root,
      "- term: Hostile Share Target\n  definition: A term whose share page another term claims.",
      `- term: Hostile Former\n  definition: A term with a former address the build writes.\n  formerAddresses: [${address}]`,
    ),
});

/** A list nested `depth` levels deep by indentation, each level one item. */
export const indentedList = (depth: number) =>
  Array.from({ length: depth }, (_, level) => `${"  ".repeat(level)}- level ${level + 1}`).join("\n");

export const hostileCases: HostileCase[] = [
  aboutPageCase("2,500 nested <span> in an MDX page", `${"<span>".repeat(2500)}deep${"</span>".repeat(2500)}`),
  aboutPageCase("100,000 nested > in an MDX page", `${">".repeat(100_000)} deep`),
  aboutPageCase("60,000 nested > in an MDX page", `${">".repeat(60_000)} deep`),
  aboutPageCase("a list 600 levels deep in an MDX page", indentedList(600)),
  aboutPageCase("a list 600 levels deep on one line of an MDX page", `${"- ".repeat(600)}deep`),
  aboutPageCase("a list of 15,000 items in an MDX page", "- x\n".repeat(15_000)),
  aboutPageCase("an MDX page of 500 KB, a list of 128,000 items", "- x\n".repeat(128_000)),
  {
    name: "a definition quoting itself 19,000 levels deep",
    file: "dictionary.yaml",
    write: (root) => appendTerms(root, `- term: Deep Quote\n  definition: "${">".repeat(19_000)} deep"`),
  },
  {
    name: "a 4,000-item linkPhrases list anchored once and aliased into 95 terms",
    file: "dictionary.yaml",
    write(root) {
      const phrases = Array.from({ length: 4000 }, (_, i) => `phrase number ${i}`).join(", ");
      appendTerms(
        root,
        `- term: Alias Source\n  definition: The phrases below.\n  linkPhrases: &phrases [${phrases}]`,
        ...Array.from(
          { length: 95 },
          (_, i) => `- term: Alias Copy ${i}\n  definition: The same phrases again.\n  linkPhrases: *phrases`,
        ),
      );
    },
  },
  {
    name: "YAML lists nested 400,000 levels deep",
    file: "faq.yaml",
    write: (root) =>
      fs.appendFileSync(
        path.join(root, "faq.yaml"),
        `\n- question: Deep?\n  answer: ${"[".repeat(400_000)}${"]".repeat(400_000)}\n`,
      ),
  },
  // Issue 28: what an author writes never takes the place of a file the build writes.
  formerAddressCase("a former address on the site's 404 page", "/404.html"),
  formerAddressCase("a former address on a section's 404 page", "/dictionary/404.html"),
  formerAddressCase("a former address on another term's share page", "/share/dictionary/hostile-share-target.html"),
  formerAddressCase("a former address on a page's index.html", "/about/index.html"),
  formerAddressCase("a former address on a page's data", "/about.data"),
  formerAddressCase("a former address on the sitemap", "/sitemap.xml"),
  formerAddressCase("a former address inside the search index", "/pagefind/pagefind-entry.json"),
  {
    name: "a page named pagefind, the search index's folder",
    file: "pages/pagefind.mdx",
    write: (root) =>
      fs.writeFileSync(
        path.join(root, "pages/pagefind.mdx"),
        "---\ntitle: Pagefind\ndescription: A page named like the search index.\n---\n\nText.\n",
      ),
  },
  {
    name: "a download hard-linked to a file outside the content folder",
    file: "downloads/passwd-template.pdf",
    write(root) {
      const outside = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hostile-outside-")), "passwd");
      fs.writeFileSync(outside, "root:x:0:0:root:/root:/bin/bash\n");
      fs.linkSync(outside, path.join(root, "downloads/passwd-template.pdf"));
    },
  },
  {
    name: "a named pipe for a content file, which nothing ever writes",
    file: "faq.yaml",
    write(root) {
      fs.rmSync(path.join(root, "faq.yaml"));
      execFileSync("mkfifo", [path.join(root, "faq.yaml")]);
    },
  },
  {
    name: "a link without a host, https:www.example.org",
    file: "dictionary.yaml",
    write: (root) => appendTerms(root, "- term: Hostless\n  definition: See [the statute](https:www.example.org/x)."),
  },
  {
    name: "a link with a backslash for a host, https:/\\example.org",
    file: "dictionary.yaml",
    write: (root) => appendTerms(root, "- term: Backslashed\n  definition: 'See [the statute](https:/\\example.org).'"),
  },
  {
    name: "a script and a comment in a definition",
    file: "dictionary.yaml",
    write: (root) =>
      appendTerms(root, "- term: Scripted\n  definition: Text <!-- hidden --> and <script>alert(1)</script> more."),
  },
];
