import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "../app/lib/lazy-data";
import { metaDescription } from "../app/lib/meta-description";
import { filterByText } from "../app/lib/search";
import { shuffled } from "../app/lib/shuffle";
import { isPlaceholderAddress, placeholderAddressWarning, shareOrigin } from "../app/lib/site-address";
import { siteSchema } from "@site/content";
import { createTermSearch } from "../app/screens/dictionary/search-terms";

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

describe("createTermSearch", () => {
  const search = createTermSearch([
    { term: "trust", definition: [["p", 0, "A fiduciary relationship."]] },
    {
      term: "Affidavit",
      definition: [["p", 0, "A written statement made under ", ["a", { href: "/dictionary/oath" }, "oath"], "."]],
    },
    { term: "Bond", definition: [["p", 0, "A surety's promise."]] },
  ]);
  it("sorts alphabetically ignoring case", () => {
    expect(search("").map((t) => t.term)).toEqual(["Affidavit", "Bond", "trust"]);
  });
  it("matches the term or its definition", () => {
    expect(search("OATH").map((t) => t.term)).toEqual(["Affidavit"]);
    expect(search("under oath.").map((t) => t.term)).toEqual(["Affidavit"]);
    expect(search("tru").map((t) => t.term)).toEqual(["trust"]);
  });
});

describe("content loaded once per visit", () => {
  it("loads a key once while its loader stays the same", async () => {
    const load = vi.fn(async () => ({ term: "Trust" }));
    await loadOnce("lib-test:once", load);
    await loadOnce("lib-test:once", load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads again when an edit replaces the loader, as hot reload does in development", async () => {
    await loadOnce("lib-test:edited", async () => "before the edit");
    expect(await loadOnce("lib-test:edited", async () => "after the edit")).toBe("after the edit");
  });

  it("forgets a failed load, so the next visit tries again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("back");
    await expect(loadOnce("lib-test:retry", load)).rejects.toThrow("offline");
    expect(await loadOnce("lib-test:retry", load)).toBe("back");
  });
});

describe("the production address", () => {
  it("is a placeholder while empty, on a reserved name or on localhost", () => {
    for (const address of [
      null,
      "",
      "https://www.cornerstonelawtrust.example",
      "https://site.test",
      "http://localhost:3000",
      "http://127.0.0.1:4000",
      "https://preview.localhost",
    ]) {
      expect(isPlaceholderAddress(address), String(address)).toBe(true);
    }
    expect(isPlaceholderAddress("https://www.cornerstonelawtrust.org")).toBe(false);
    expect(isPlaceholderAddress("https://example.com")).toBe(false);
  });

  it("makes the build warn in one line while it is a placeholder, and stay quiet once it is real", () => {
    const warning = placeholderAddressWarning("https://www.cornerstonelawtrust.example")!;
    expect(warning).toMatch(
      /^WARNING: content\/site\.yaml baseUrl is still the placeholder https:\/\/www\.cornerstonelawtrust\.example/,
    );
    expect(warning).not.toContain("\n");
    expect(placeholderAddressWarning(null)).toMatch(/baseUrl is empty/);
    expect(placeholderAddressWarning("https://www.cornerstonelawtrust.org")).toBeNull();
  });

  it("is where shared links point, or the page's own origin while it is a placeholder", () => {
    expect(shareOrigin("https://www.cornerstonelawtrust.org", "https://preview.host")).toBe(
      "https://www.cornerstonelawtrust.org",
    );
    expect(shareOrigin("https://www.cornerstonelawtrust.example", "https://preview.host")).toBe("https://preview.host");
    expect(shareOrigin(null, "http://localhost:3000")).toBe("http://localhost:3000");
  });

  it("may be left empty in site.yaml, and loses a trailing slash when given", () => {
    const base = siteSchema.shape.baseUrl;
    expect(base.parse("")).toBeNull();
    expect(base.parse(null)).toBeNull();
    expect(base.parse(undefined)).toBeNull();
    expect(base.parse("https://www.cornerstonelawtrust.org/")).toBe("https://www.cornerstonelawtrust.org");
    expect(base.safeParse("ftp://files.example").success).toBe(false);
  });
});
