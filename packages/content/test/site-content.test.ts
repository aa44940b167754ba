import { describe, expect, it } from "vitest";
import { loadContent, redirectRoutes, shownVideoCount } from "../src/index.ts";

// The content the site ships with, held to the catalogue of the specification.
const result = loadContent();
const manifest = result.manifest!;

describe("the site's content", () => {
  it("is valid, without warnings", () => {
    expect(result.issues).toEqual([]);
    expect(manifest).toBeDefined();
  });

  it("has the seven DIY processes of the specification, in order", () => {
    expect(manifest.processes.map((p) => [p.id, p.timeEstimate, p.templates])).toEqual([
      ["affidavits-declarations", "24 hours", 2],
      ["status-correction-passport", "instant", 3],
      ["tax-liability-removal", "3-5 weeks", 3],
      ["trust-estate-establishment", "1 day - 4 weeks", 4],
      ["foreign-trust-ein", "1 hr", 1],
      ["foreign-trust-bank-accounts", "1 day", 1],
      ["private-transportation-authority", "one hour", 1],
    ]);
  });

  it("gives each process the step kinds the specification describes", () => {
    const kinds = Object.fromEntries(manifest.processes.map((p) => [p.id, p.steps.map((s) => s.kind).join(",")]));
    expect(kinds).toEqual({
      "affidavits-declarations": "lesson,lesson,lesson,lesson,link",
      "status-correction-passport": "lesson,placeholder,placeholder,placeholder,placeholder",
      "tax-liability-removal": "link",
      "trust-estate-establishment": "lesson,lesson,lesson,lesson",
      "foreign-trust-ein": "video",
      "foreign-trust-bank-accounts": "placeholder,placeholder,placeholder,placeholder",
      "private-transportation-authority": "placeholder,placeholder,placeholder,placeholder",
    });
    const first = manifest.processes[0]!;
    expect(first.steps[3]).toMatchObject({ complete: { label: "Complete", href: "/diy-processes" } });
    expect(first.steps[4]).toMatchObject({ kind: "link", cta: "Open Resources", href: "/video-library/affidavits" });
    expect(manifest.processes[1]!.steps[4]).toMatchObject({
      complete: { label: "Complete Process", href: "/diy-processes" },
    });
  });

  it("has 10 maxims, 15 FAQ items and about 90 terms", () => {
    expect(manifest.maxims).toHaveLength(10);
    expect(manifest.faq).toHaveLength(15);
    expect(manifest.terms.length).toBeGreaterThanOrEqual(85);
    expect(manifest.terms.length).toBeLessThanOrEqual(100);
  });

  it("has every term the automatic cross-links point at", () => {
    const slugs = new Set(manifest.terms.map((t) => t.slug));
    for (const slug of [
      "united-states",
      "litigation",
      "note",
      "instrument",
      "draft",
      "negotiable-instrument",
      "power-of-attorney",
      "attorney-in-fact",
    ]) {
      expect(slugs.has(slug), slug).toBe(true);
    }
    expect(manifest.terms.find((t) => t.slug === "united-states")!.sources.some((s) => s.isImage)).toBe(true);
  });

  it("has five document categories of three to four entries, Operating Circular 10 linked externally", () => {
    expect(manifest.documents).toHaveLength(5);
    for (const category of manifest.documents) {
      expect(category.documents.length).toBeGreaterThanOrEqual(3);
      expect(category.documents.length).toBeLessThanOrEqual(4);
    }
    const circular = manifest.documents.flatMap((c) => c.documents).find((d) => /Operating Circular 10/i.test(d.name));
    expect(circular?.download.kind).toBe("external");
  });

  it("declares the video categories and counts of the specification", () => {
    const declared = Object.fromEntries(
      manifest.videoCategories.map((c) => [c.id, shownVideoCount(c.videos.length, c.declaredCount)]),
    );
    expect(declared).toMatchObject({
      "second-amendment": 1,
      banking: 35,
      courts: 38,
      "irs-taxes": 25,
      "washington-dc": 5,
      "hjr-192": 0,
    });
    expect(manifest.videoCategories).toHaveLength(34);
  });

  it("lists each route once, including every term, process and category", () => {
    expect(new Set(manifest.routes).size).toBe(manifest.routes.length);
    expect(manifest.routes).toContain("/dictionary/united-states");
    expect(manifest.routes).toContain("/diy-processes/foreign-trust-ein");
    expect(manifest.routes).toContain("/video-library/irs-taxes");
    expect(manifest.routes).toContain("/services/private-trust");
    expect(redirectRoutes(manifest)).toContainEqual({
      from: "/diy/foreign-trust-ein",
      to: "/diy-processes/foreign-trust-ein",
    });
  });

  it("resolves site values in page text", () => {
    expect(manifest.pages["work-with-us"].cards[0]!.description).toContain(String(manifest.site.trust.deliveryDays));
    expect(JSON.stringify(manifest.pages)).not.toMatch(/\{site\./);
  });
});
