import fs from "node:fs";
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

const appendBody = (root: string, file: string, body: string) =>
  fs.appendFileSync(path.join(root, file), `\n${body}\n`);

/** A list nested `depth` levels deep by indentation, each level one item. */
export const indentedList = (depth: number) =>
  Array.from({ length: depth }, (_, level) => `${"  ".repeat(level)}- level ${level + 1}`).join("\n");

export const hostileCases: HostileCase[] = [
  {
    name: "2,500 nested <span> in an MDX page",
    file: "pages/about.mdx",
    write: (root) => appendBody(root, "pages/about.mdx", `${"<span>".repeat(2500)}deep${"</span>".repeat(2500)}`),
  },
  {
    name: "100,000 nested > in an MDX page",
    file: "pages/about.mdx",
    write: (root) => appendBody(root, "pages/about.mdx", `${">".repeat(100_000)} deep`),
  },
  {
    name: "60,000 nested > in an MDX page",
    file: "pages/about.mdx",
    write: (root) => appendBody(root, "pages/about.mdx", `${">".repeat(60_000)} deep`),
  },
  {
    name: "a list 600 levels deep in an MDX page",
    file: "pages/about.mdx",
    write: (root) => appendBody(root, "pages/about.mdx", indentedList(600)),
  },
  {
    name: "a list 600 levels deep on one line of an MDX page",
    file: "pages/about.mdx",
    write: (root) => appendBody(root, "pages/about.mdx", `${"- ".repeat(600)}deep`),
  },
  {
    name: "a list of 15,000 items in an MDX page",
    file: "pages/about.mdx",
    write: (root) => appendBody(root, "pages/about.mdx", "- x\n".repeat(15_000)),
  },
  {
    name: "an MDX page of 500 KB, a list of 128,000 items",
    file: "pages/about.mdx",
    write: (root) => appendBody(root, "pages/about.mdx", "- x\n".repeat(128_000)),
  },
  {
    name: "a definition quoting itself 19,000 levels deep",
    file: "dictionary.yaml",
    write: (root) =>
      fs.appendFileSync(
        path.join(root, "dictionary.yaml"),
        `\n- term: Deep Quote\n  definition: "${">".repeat(19_000)} deep"\n`,
      ),
  },
  {
    name: "a 4,000-item linkPhrases list anchored once and aliased into 95 terms",
    file: "dictionary.yaml",
    write(root) {
      const phrases = Array.from({ length: 4000 }, (_, i) => `phrase number ${i}`).join(", ");
      const terms = [
        `- term: Alias Source\n  definition: The phrases below.\n  linkPhrases: &phrases [${phrases}]`,
        ...Array.from(
          { length: 95 },
          (_, i) => `- term: Alias Copy ${i}\n  definition: The same phrases again.\n  linkPhrases: *phrases`,
        ),
      ];
      fs.appendFileSync(path.join(root, "dictionary.yaml"), `\n${terms.join("\n")}\n`);
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
];
