import { describe, expect, it } from "vitest";
import { loadContent } from "../src/index.ts";
import { validContent, write } from "./support/content-dir.ts";

describe("pages without code", () => {
  it("makes any content/pages/<slug>.mdx a page at /<slug>, listed with the routes and linkable", () => {
    const dir = validContent();
    write(
      dir,
      "pages/privacy-policy.mdx",
      "---\ntitle: Privacy Policy\ndescription: What we keep.\n---\n\nWe keep nothing.\n",
    );
    write(
      dir,
      "pages/contact.mdx",
      "---\ntitle: Contact\ndescription: Write to us.\n---\n\nSee [privacy](/privacy-policy).\n",
    );
    const { snapshot, issues } = loadContent(dir);
    expect(issues.filter((issue) => issue.severity === "error")).toEqual([]);
    expect(snapshot!.collections.pages.find((page) => page.id === "privacy-policy")).toEqual(
      expect.objectContaining({
        path: "/privacy-policy",
        title: "Privacy Policy",
        heading: "Privacy Policy",
        description: "What we keep.",
        body: { tree: [["p", 0, "We keep nothing."]], text: "We keep nothing." },
      }),
    );
    expect(snapshot!.routes).toContain("/privacy-policy");
  });

  it("holds a new page to the standard fields, naming the file and field", () => {
    const dir = validContent();
    write(dir, "pages/privacy.mdx", "---\ntitle: Privacy\ncards: []\n---\n\nText.\n");
    const errors = loadContent(dir).issues.filter((issue) => issue.severity === "error");
    expect(errors.map((issue) => [issue.file.slice(dir.length + 1), issue.field, issue.message])).toEqual([
      ["pages/privacy.mdx", "description", "is required but missing (expected text)"],
      ["pages/privacy.mdx", "cards", expect.stringMatching(/^unknown field "cards"/)],
    ]);
  });
});
