import { describe, expect, it } from "vitest";
import { appendToYamlList } from "../src/authoring/yaml-list.ts";

const item = { term: "New", definition: "Write it: here." };

describe("appending to a YAML list keeps the author's file as written", () => {
  it("adds after the last item, spaced like the items before it", () => {
    const text =
      "# Terms.\n\n- term: A\n  definition: >-\n    folded\n    by hand\n\n- term: B\n  definition: 'single'\n";
    expect(appendToYamlList(text, item)).toEqual({
      text: `${text}\n- term: New\n  definition: "Write it: here."\n`,
      index: 2,
      line: text.split("\n").length + 1,
    });
  });

  it("adds directly below when the items are not spaced", () => {
    const text = "- term: A\n  definition: x\n- term: B\n  definition: y\n";
    expect(appendToYamlList(text, item)).toMatchObject({
      text: `${text}- term: New\n  definition: "Write it: here."\n`,
    });
  });

  it("keeps a closing comment last, and the last item's own comments with it", () => {
    const text = "- term: A\n  definition: x # why\n  # about A\n\n# end of the list\n";
    const result = appendToYamlList(text, item);
    expect(result).toMatchObject({
      text: '- term: A\n  definition: x # why\n  # about A\n- term: New\n  definition: "Write it: here."\n\n# end of the list\n',
    });
  });

  it("keeps a closing comment at the margin last, after an item of one line", () => {
    expect(appendToYamlList("- a: 1\n- a: 2 # two\n# end\n", { a: 3 })).toMatchObject({
      text: "- a: 1\n- a: 2 # two\n- a: 3\n# end\n",
    });
  });

  it("adds a line break to a file that lacks its last one", () => {
    expect(appendToYamlList("- term: A\n  definition: x", item)).toMatchObject({
      text: '- term: A\n  definition: x\n- term: New\n  definition: "Write it: here."\n',
    });
  });

  it("follows a list indented from the margin", () => {
    expect(appendToYamlList("  - term: A\n    definition: x\n", item)).toMatchObject({
      text: '  - term: A\n    definition: x\n  - term: New\n    definition: "Write it: here."\n',
    });
  });

  it("starts the list of a file that holds only comments, or nothing", () => {
    expect(appendToYamlList("# Terms.\n", item)).toMatchObject({
      text: '# Terms.\n\n- term: New\n  definition: "Write it: here."\n',
      index: 0,
    });
    expect(appendToYamlList("", item)).toMatchObject({ text: '- term: New\n  definition: "Write it: here."\n' });
  });

  it("writes multi-line texts and awkward values so they read back the same", () => {
    const awkward = { term: "508(c)(1)(A)", definition: "First: one.\n\nSecond # not a comment", n: "042", yes: "yes" };
    const result = appendToYamlList("- term: A\n  definition: x\n", awkward);
    expect(result).toMatchObject({ index: 1 });
    expect((result as { text: string }).text).toContain(
      "definition: |-\n    First: one.\n\n    Second # not a comment\n",
    );
  });

  it.each([
    ["a list in brackets", "[{ term: A, definition: x }]\n", /does not hold a list of '- ' items/],
    ["a mapping", "term: A\ndefinition: x\n", /does not hold a list of '- ' items/],
    ["a syntax error", "- term: A\n   definition: x\n", /YAML syntax error/],
  ])("refuses %s", (_, text, message) => {
    expect(appendToYamlList(text, item)).toEqual({ refuse: expect.stringMatching(message) });
  });
});
