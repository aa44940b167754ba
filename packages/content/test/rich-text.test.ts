import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../src/rich/markdown.ts";
import { autoLinker, type AutoLink } from "../src/rich/rich-text.ts";
import { interpolate } from "../src/rich/site-values.ts";

const html = (markdown: string) => JSON.stringify(renderMarkdown(markdown).tree);
const linked = (markdown: string, autoLinks: AutoLink[], selfHref = "") =>
  autoLinker(autoLinks)(renderMarkdown(markdown).tree, selfHref);

describe("renderMarkdown", () => {
  it("keeps paragraphs, emphasis and links, and reports each link with its line", () => {
    const result = renderMarkdown('First *para*.\n\nSee [trust](/dictionary/trust) and <a href="/faq">the FAQ</a>.');
    expect(result.tree).toEqual([
      ["p", 0, "First ", ["em", 0, "para"], "."],
      ["p", 0, "See ", ["a", { href: "/dictionary/trust" }, "trust"], " and ", ["a", { href: "/faq" }, "the FAQ"], "."],
    ]);
    expect(result.links).toEqual([
      { value: "/dictionary/trust", line: 3, column: 5 },
      { value: "/faq", line: 3, column: 36 },
    ]);
    expect(result.text).toBe("First para. See trust and the FAQ.");
  });
  it("removes scripts, event handlers, styles and javascript: links", () => {
    const out = html(
      'Hi <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="x()">x</a><style>p{}</style><iframe src="https://x"></iframe>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript|style|iframe|img/i);
  });
  it("is a compact tree without positions", () => {
    expect(renderMarkdown("Text").tree).toEqual([["p", 0, "Text"]]);
  });
  it("links the first mention of each phrase, longest first, never inside links or to itself", () => {
    const autoLinks = [
      { phrase: "instrument", href: "/dictionary/instrument" },
      { phrase: "negotiable instrument", href: "/dictionary/negotiable-instrument" },
      { phrase: "note", href: "/dictionary/note" },
    ];
    const tree = linked(
      "A negotiable instrument is an instrument. A [note](/x) is a note. Notes differ.",
      autoLinks,
      "/dictionary/note",
    );
    const links = [...JSON.stringify(tree).matchAll(/"href":"([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(["/dictionary/negotiable-instrument", "/dictionary/instrument", "/x"]);
  });
  it("matches phrases as whole words only", () => {
    const tree = linked("Denoted notes and a note.", [{ phrase: "note", href: "/dictionary/note" }]);
    expect(tree).toEqual([["p", 0, "Denoted notes and a ", ["a", { href: "/dictionary/note" }, "note"], "."]]);
    expect(JSON.stringify(tree).match(/\/dictionary\/note/g)).toHaveLength(1);
  });
});

describe("interpolate", () => {
  const site = { trust: { price: "$5,000 USD", deliveryDays: 10 }, contact: { email: "a@b.example" } };
  it("replaces site values", () => {
    expect(interpolate("Within {site.trust.deliveryDays} days for {site.trust.price}.", site, () => undefined)).toBe(
      "Within 10 days for $5,000 USD.",
    );
  });
  it("reports unknown values and leaves them visible", () => {
    const unknown: string[] = [];
    expect(interpolate("Call {site.contact.phone}", site, (p) => unknown.push(p))).toBe("Call {site.contact.phone}");
    expect(unknown).toEqual(["{site.contact.phone}"]);
  });
  it("does not resolve objects", () => {
    const unknown: string[] = [];
    interpolate("{site.trust}", site, (p) => unknown.push(p));
    expect(unknown).toEqual(["{site.trust}"]);
  });
});
