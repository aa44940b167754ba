import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { metaDescription } from "../app/lib/meta-description";
import { filterByText } from "../app/lib/search";
import { shuffled } from "../app/lib/shuffle";
import { isPlaceholderAddress, placeholderAddressWarning, shareOrigin } from "../app/lib/site-address";
import { useTextInAddress } from "../app/lib/text-in-address";
import { htmlText } from "../app/lib/html-text";

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

describe("htmlText", () => {
  it("is the text a visitor reads in HTML that React rendered", () => {
    expect(
      htmlText(
        '<p>A <a href="/dictionary/note">note</a> &amp; a <strong>draft</strong>.</p><p>It&#x27;s &lt;here&gt; &quot;now&quot;</p>',
      ),
    ).toBe('A note & a draft.It\'s <here> "now"');
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
});

describe("a field's text kept in the address", () => {
  it("shows every key at once while the address catches up, and follows the address when it moves otherwise", () => {
    const sent: string[] = [];
    const { result, rerender } = renderHook(({ inAddress }) => useTextInAddress(inAddress, (text) => sent.push(text)), {
      initialProps: { inAddress: "notary" },
    });
    expect(result.current[0]).toBe("notary");
    // Keys typed faster than the navigations that put them in the address: none is lost.
    for (const text of ["", "a", "a ", "a b"]) act(() => result.current[1](text));
    expect(result.current[0]).toBe("a b");
    expect(sent).toEqual(["", "a", "a ", "a b"]);
    // The address shows an earlier text, then the last: the field keeps what was typed.
    rerender({ inAddress: "a" });
    expect(result.current[0]).toBe("a b");
    rerender({ inAddress: "a b" });
    expect(result.current[0]).toBe("a b");
    // Back to another search: the field takes the address's text.
    rerender({ inAddress: "trust" });
    expect(result.current[0]).toBe("trust");
  });

  it("is not held by a navigation that never happened (typed, then erased back to the address)", () => {
    const { result, rerender } = renderHook(({ inAddress }) => useTextInAddress(inAddress, () => undefined), {
      initialProps: { inAddress: "" },
    });
    act(() => result.current[1]("x"));
    act(() => result.current[1](""));
    rerender({ inAddress: "" });
    // A later Back to "?q=x" is the address's text, not an echo of the abandoned keystroke.
    rerender({ inAddress: "x" });
    expect(result.current[0]).toBe("x");
  });
});
