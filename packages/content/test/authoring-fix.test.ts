import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getFileInfo } from "prettier";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { changedLines, contentFiles, formatContent, formatContentText } from "../src/authoring/format.ts";
import { defaultContentRoot } from "../src/index.ts";
import { folderState, validContent, write } from "./support/content-dir.ts";

const messyYaml = [
  "# Frequently asked questions.",
  "#   (kept exactly, even its spacing)",
  "",
  "-   question:   'Is this legal advice?'   # the one everybody asks",
  "    answer:  >-",
  "       No. We share",
  "       general information.",
  "",
  "",
  "",
  "-   question: Second",
  "    # about the answer",
  "    answer: {  text: 'x' }",
  "",
].join("\n");

const tidyYaml = [
  "# Frequently asked questions.",
  "#   (kept exactly, even its spacing)",
  "",
  '- question: "Is this legal advice?" # the one everybody asks',
  "  answer: >-",
  "    No. We share",
  "    general information.",
  "",
  "- question: Second",
  "  # about the answer",
  '  answer: { text: "x" }',
  "",
].join("\n");

describe("content fix", () => {
  it("puts YAML in the house style, keeping every comment and each line break an author chose in a text", async () => {
    const result = await formatContentText("faq.yaml", messyYaml);
    expect(result).toEqual({ status: "formatted", text: tidyYaml, lines: "lines 4-7, 9-13" });
    expect(parse(tidyYaml)).toEqual(parse(messyYaml));
  });

  it("is idempotent: a formatted file is left alone", async () => {
    expect(await formatContentText("faq.yaml", tidyYaml)).toEqual({ status: "unchanged" });
  });

  it("formats an MDX file's frontmatter and leaves its body byte for byte", async () => {
    const body = "\nSome   *text*  with  odd   spacing.\n\n<Callout  title='x'>\n  Hi\n</Callout>\n";
    const text = `---\ntitle:    'About'\ndescription:  About us   # shown in search results\n---\n${body}`;
    const result = await formatContentText("pages/about.mdx", text);
    expect(result).toEqual({
      status: "formatted",
      text: `---\ntitle: "About"\ndescription: About us # shown in search results\n---\n${body}`,
      lines: "lines 2-3",
    });
    expect(await formatContentText("pages/about.mdx", (result as { text: string }).text)).toEqual({
      status: "unchanged",
    });
  });

  it("turns Windows line endings into the house's", async () => {
    expect(await formatContentText("faq.yaml", "- question: A\r\n  answer: B\r\n")).toMatchObject({
      status: "formatted",
      text: "- question: A\n  answer: B\n",
    });
  });

  it.each([
    ["faq.yaml", "- question: A\n   answer: misaligned\n", /YAML syntax error/],
    ["pages/about.mdx", "No frontmatter here.\n", /no frontmatter/],
  ])("leaves %s alone when it cannot be read, saying why", async (file, text, reason) => {
    expect(await formatContentText(file, text)).toEqual({ status: "skipped", reason: expect.stringMatching(reason) });
  });

  it("formats a content folder, writes only what changed and reports it; a second run changes nothing", async () => {
    const root = validContent();
    write(root, "faq.yaml", messyYaml);
    write(root, "pages/about.mdx", "---\ntitle:  About\ndescription: 'About us'\n---\n\nText.\n");
    write(root, "maxims.yaml", "- title: [unclosed\n");
    const first = await formatContent(root);
    expect(first.formatted).toEqual([
      { file: "faq.yaml", lines: "lines 4-7, 9-13" },
      { file: "pages/about.mdx", lines: "lines 2-3" },
    ]);
    expect(first.skipped).toEqual([{ file: "maxims.yaml", reason: expect.stringMatching(/YAML syntax error/) }]);
    expect(fs.readFileSync(path.join(root, "faq.yaml"), "utf8")).toBe(tidyYaml);
    expect(fs.readFileSync(path.join(root, "maxims.yaml"), "utf8")).toBe("- title: [unclosed\n");

    const state = folderState(root);
    const second = await formatContent(root);
    expect(second.formatted).toEqual([]);
    expect(second.unchanged).toBe(first.unchanged + first.formatted.length);
    expect(folderState(root)).toEqual(state);
  });

  it("never rewrites a file through a symbolic link: the file it points at stays as it was", async () => {
    const root = validContent();
    const elsewhere = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "elsewhere-")), "faq.yaml");
    fs.writeFileSync(elsewhere, messyYaml);
    fs.rmSync(path.join(root, "faq.yaml"));
    fs.symlinkSync(elsewhere, path.join(root, "faq.yaml"));
    const report = await formatContent(root);
    expect(report.skipped).toEqual([
      { file: "faq.yaml", reason: expect.stringMatching(/^the file "faq\.yaml" is a symbolic link/) },
    ]);
    expect(fs.readFileSync(elsewhere, "utf8")).toBe(messyYaml);
  });
});

describe("CI checks content for validity, never for style", () => {
  const repo = path.resolve(import.meta.dirname, "../../..");

  it("pnpm check's Prettier run leaves every content file out", async () => {
    const ignorePath = path.join(repo, ".prettierignore");
    const files = [...contentFiles(defaultContentRoot()), "README.md"].map((file) => path.join(repo, "content", file));
    const looked = [];
    for (const file of files) if (!(await getFileInfo(file, { ignorePath })).ignored) looked.push(file);
    expect(looked).toEqual([]);
  });

  it("pnpm check runs the content check, and no formatter of content", () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(repo, "package.json"), "utf8")).scripts as Record<
      string,
      string
    >;
    expect(scripts.check).toContain("pnpm content:check");
    expect(scripts["content:check"]).toMatch(/content\.mjs check$/);
    expect(Object.values(scripts).join("\n")).not.toMatch(/content (fix|check --fix)/);
  });
});

describe("the changed lines an author is told about", () => {
  it.each([
    ["a\nb\nc\n", "a\nB\nc\n", "line 2"],
    ["a\nb\nc\nd\n", "a\nc\n", "lines 2, 4"],
    ["a\nb\n", "a\nx\ny\nb\n", "line 1"],
    ["a\n  b\n  c\nd\n", "a\n b\n c\nd\n", "lines 2-3"],
  ])("%j → %j: %s", (before, after, expected) => {
    expect(changedLines(before, after)).toBe(expected);
  });
});
