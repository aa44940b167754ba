import { describe, expect, it } from "vitest";
import { IssueList } from "../src/issues.ts";
import { maxMdxBytes, parseMdx } from "../src/source/mdx.ts";
import { maxYamlBytes, parseYaml } from "../src/source/yaml.ts";

// Fixtures this large would bloat the repository, so the size limits are checked on generated text.
describe("content size limits", () => {
  it("rejects a YAML file over the limit at line 1, saying how large it is", () => {
    const issues = new IssueList();
    const text = `- term: Big\n  definition: "${"x".repeat(maxYamlBytes)}"\n`;
    expect(parseYaml("dictionary.yaml", text, issues)).toBeUndefined();
    expect(issues.errors).toEqual([
      expect.objectContaining({
        line: 1,
        message: "the file is 1.0 MB; content files may be at most 1.0 MB: split it up",
      }),
    ]);
  });

  it("accepts a YAML file just under the limit", () => {
    const issues = new IssueList();
    const text = `- term: Big\n  definition: "${"x".repeat(maxYamlBytes - 100)}"\n`;
    expect(parseYaml("dictionary.yaml", text, issues)).toBeDefined();
    expect(issues.errors).toEqual([]);
  });

  it("rejects an MDX file over the limit before parsing it", () => {
    const issues = new IssueList();
    const text = `---\ntitle: Big\n---\n\n${"A sentence. ".repeat(maxMdxBytes / 10)}\n`;
    expect(parseMdx("pages/big.mdx", text, issues)).toBeUndefined();
    expect(issues.errors[0]).toMatchObject({
      line: 1,
      message: expect.stringMatching(/^the file is 77 KB; a page or lesson may be at most 64 KB: split it up$/),
    });
  });
});
