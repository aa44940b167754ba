import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { metaDescription } from "../app/lib/meta-description";
import { filterByText } from "../app/lib/search";
import { shuffled } from "../app/lib/shuffle";
import { islandHtml, liftIslands } from "../app/islands/lifted";
import { withIslands } from "../app/islands/client-loader";

describe("metaDescription", () => {
  it("keeps text of up to 150 characters", () => {
    expect(metaDescription("a".repeat(150))).toBe("a".repeat(150));
  });
  it("cuts longer text at 157 characters and adds '...'", () => {
    expect(metaDescription("b".repeat(151))).toBe(`${"b".repeat(151)}`.slice(0, 157) + "...");
    expect(metaDescription("c".repeat(400))).toBe(`${"c".repeat(157)}...`);
  });
  it("collapses whitespace first", () => {
    expect(metaDescription("  a \n b  ")).toBe("a b");
  });
});

describe("filterByText", () => {
  const items = [{ t: "Banking" }, { t: "Courts" }];
  it("matches case-insensitively as plain text", () => {
    expect(filterByText(items, "bank", (i) => [i.t])).toEqual([{ t: "Banking" }]);
    expect(filterByText(items, ".*", (i) => [i.t])).toEqual([]);
  });
  it("shows everything for empty or whitespace-only queries", () => {
    expect(filterByText(items, "   ", (i) => [i.t])).toBe(items);
  });
});

describe("shuffled", () => {
  it("returns a permutation and leaves the input alone", () => {
    const input = [1, 2, 3, 4, 5];
    const output = shuffled(input, () => 0.5);
    expect([...output].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("islands in the browser", () => {
  it("keep the HTML they arrived with, and take a fetched page's", () => {
    document.body.innerHTML = '<ul data-island="in-page"><li>Trust</li></ul>';
    expect(islandHtml("in-page")).toBe("<li>Trust</li>");
    liftIslands(
      '<html><body><main><section data-island="fetched"><p>Lifted <a href="/faq">FAQ</a></p></section></main></body></html>',
    );
    expect(islandHtml("fetched")).toBe('<p>Lifted <a href="/faq">FAQ</a></p>');
    expect(() => islandHtml("nowhere")).toThrow(/neither in the page nor lifted/);
  });

  it("in `pnpm dev` carry their values, so a navigation fetches no page", async () => {
    const fetchPage = vi.spyOn(globalThis, "fetch");
    const data = { body: { island: "dev", value: "<p>Content</p>" } };
    const result = await withIslands({
      request: new Request("http://site.test/about"),
      serverLoader: async () => data,
    });
    expect(result).toBe(data);
    expect(fetchPage).not.toHaveBeenCalled();
    fetchPage.mockRestore();
  });

  describe("in a build", () => {
    beforeEach(() => vi.stubEnv("DEV", false));
    afterEach(() => vi.unstubAllEnvs());

    it("reach a client navigation with its data: the page's HTML is fetched beside it and its islands lifted", async () => {
      const fetchPage = vi
        .spyOn(globalThis, "fetch")
        .mockResolvedValue(new Response('<main><div data-island="abc"><p>Content</p></div></main>', { status: 200 }));
      const data = { head: { title: "T" }, body: { island: "abc" } };
      const result = await withIslands({
        request: new Request("http://site.test/about"),
        serverLoader: async () => data,
      });
      expect(result).toBe(data);
      expect(fetchPage).toHaveBeenCalledWith("/about", expect.objectContaining({ headers: { accept: "text/html" } }));
      expect(islandHtml("abc")).toBe("<p>Content</p>");
      fetchPage.mockRestore();
    });

    it("load the page in full when its HTML does not have the islands its data names (a deploy in between)", async () => {
      const fetchPage = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("<main></main>", { status: 200 }));
      const assign = vi.fn();
      vi.stubGlobal("location", { ...window.location, assign, origin: "http://site.test" });
      const pending = withIslands({
        request: new Request("http://site.test/faq"),
        serverLoader: async () => ({ content: { island: "missing" } }),
      });
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("http://site.test/faq"));
      void pending;
      vi.unstubAllGlobals();
      fetchPage.mockRestore();
    });
  });
});
