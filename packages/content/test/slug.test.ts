import { describe, expect, it } from "vitest";
import { findBySlug, normalizeParam, slugify } from "../src/slug.ts";

describe("slugify", () => {
  it.each([
    ["United States", "united-states"],
    ["Attorney-in-Fact", "attorney-in-fact"],
    ["Power of Attorney", "power-of-attorney"],
    ["Trusts & Estates", "trusts-and-estates"],
    ["Settlor's Intent", "settlors-intent"],
    ["Settlor’s Intent", "settlors-intent"],
    ["508(c)(1)(A)", "508-c-1-a"],
    ["  Fée  Simple ", "fee-simple"],
    ["--Odd__Spacing--", "odd-spacing"],
  ])("%s → %s", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe("normalizeParam", () => {
  it("decodes, trims and lower-cases", () => {
    expect(normalizeParam("United%20States")).toBe("united states");
    expect(normalizeParam("TRUST")).toBe("trust");
  });
  it("returns null for malformed percent-encoding instead of throwing", () => {
    expect(normalizeParam("%E0%A4%A")).toBeNull();
    expect(normalizeParam("%")).toBeNull();
  });
  it("returns null for empty input", () => {
    expect(normalizeParam(undefined)).toBeNull();
    expect(normalizeParam("%20")).toBeNull();
  });
});

describe("findBySlug", () => {
  const items = [
    { slug: "united-states", name: "United States" },
    { slug: "trust", name: "Trust" },
  ];
  const byName = (item: (typeof items)[number]) => item.name;
  it("matches slugs case-insensitively", () => {
    expect(findBySlug(items, "United-States", byName)?.slug).toBe("united-states");
  });
  it("accepts the lowercase term itself", () => {
    expect(findBySlug(items, "united%20states", byName)?.slug).toBe("united-states");
  });
  it("finds nothing for hostile input", () => {
    for (const raw of ["%", "../../etc/passwd", "a".repeat(5000), "<script>alert(1)</script>", ".*"]) {
      expect(findBySlug(items, raw, byName)).toBeUndefined();
    }
  });
});
