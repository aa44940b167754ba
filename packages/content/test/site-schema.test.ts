import { describe, expect, it } from "vitest";
import { siteSchema } from "../src/collections/site/schema.ts";

describe("site.yaml's production address", () => {
  it("may be left empty until it is known, and loses a trailing slash when given", () => {
    const base = siteSchema.shape.baseUrl;
    expect(base.parse("")).toBeNull();
    expect(base.parse(null)).toBeNull();
    expect(base.parse(undefined)).toBeNull();
    expect(base.parse("https://www.cornerstonelawtrust.org/")).toBe("https://www.cornerstonelawtrust.org");
    expect(base.safeParse("ftp://files.example").success).toBe(false);
  });
});
