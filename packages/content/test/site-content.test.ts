import { describe, expect, it } from "vitest";
import { loadContent } from "../src/index.ts";

// The content the site ships with, held to the catalogue of the specification, as a build reads it.
// Its review dates are judged as of a day soon after they were written: that texts fall due for a
// review as time passes is the content check's message to authors (test/editorial.test.ts), not a failure here.
const result = loadContent(undefined, { mode: "publish", today: "2026-12-01" });
const content = result.snapshot!;
const { processes, steps, dictionary, documents, videos, pages } = content?.collections ?? {};

describe("the site's content", () => {
  it("is valid and ready to publish, without warnings", () => {
    expect(result.issues).toEqual([]);
    expect(content).toBeDefined();
  });

  it("has the seven DIY processes of the specification, in order, each listing real templates", () => {
    expect(processes.map((p) => [p.id, p.timeEstimate])).toEqual([
      ["affidavits-declarations", "24 hours"],
      ["status-correction-passport", "instant"],
      ["tax-liability-removal", "3-5 weeks"],
      ["trust-estate-establishment", "1 day - 4 weeks"],
      ["foreign-trust-ein", "1 hr"],
      ["foreign-trust-bank-accounts", "1 day"],
      ["private-transportation-authority", "one hour"],
    ]);
    const documentIds = new Set(documents.flatMap((category) => category.documents.map((d) => d.id)));
    for (const process of processes) for (const id of process.templates) expect(documentIds.has(id), id).toBe(true);
    expect(processes.find((p) => p.id === "trust-estate-establishment")!.templates).toHaveLength(4);
  });

  it("gives each process the step kinds the specification describes", () => {
    const kinds = Object.fromEntries(
      processes.map((p) => [
        p.id,
        steps
          .filter((s) => s.process === p.id)
          .map((s) => s.kind)
          .join(","),
      ]),
    );
    expect(kinds).toEqual({
      "affidavits-declarations": "lesson,lesson,lesson,lesson,link",
      "status-correction-passport": "lesson,placeholder,placeholder,placeholder,placeholder",
      "tax-liability-removal": "link",
      "trust-estate-establishment": "lesson,lesson,lesson,lesson",
      "foreign-trust-ein": "video",
      "foreign-trust-bank-accounts": "placeholder,placeholder,placeholder,placeholder",
      "private-transportation-authority": "placeholder,placeholder,placeholder,placeholder",
    });
    const first = steps.filter((s) => s.process === "affidavits-declarations");
    expect(first[3]).toMatchObject({ complete: { label: "Complete", href: "/diy-processes" } });
    expect(first[4]).toMatchObject({ kind: "link", cta: "Open Resources", href: "/video-library/affidavits" });
    expect(steps.filter((s) => s.process === "status-correction-passport")[4]).toMatchObject({
      complete: { label: "Complete Process", href: "/diy-processes" },
    });
  });

  it("has 10 maxims, 15 FAQ items and about 90 terms", () => {
    expect(content.collections.maxims).toHaveLength(10);
    expect(content.collections.faq).toHaveLength(15);
    expect(dictionary.length).toBeGreaterThanOrEqual(85);
    expect(dictionary.length).toBeLessThanOrEqual(100);
  });

  it("has every term the automatic cross-links point at", () => {
    const ids = new Set(dictionary.map((t) => t.id));
    for (const id of [
      "united-states",
      "litigation",
      "note",
      "instrument",
      "draft",
      "negotiable-instrument",
      "power-of-attorney",
      "attorney-in-fact",
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
    expect(dictionary.find((t) => t.id === "united-states")!.supportingSources.some((s) => s.isImage)).toBe(true);
  });

  it("has five document categories of three to four entries, Operating Circular 10 linked externally", () => {
    expect(documents).toHaveLength(5);
    for (const category of documents) {
      expect(category.documents.length).toBeGreaterThanOrEqual(3);
      expect(category.documents.length).toBeLessThanOrEqual(4);
    }
    const circular = documents.flatMap((c) => c.documents).find((d) => /Operating Circular 10/i.test(d.name));
    expect(circular?.download.kind).toBe("external");
  });

  it("declares the video categories and counts of the specification", () => {
    const declared = Object.fromEntries(videos.map((c) => [c.id, c.shownCount]));
    expect(declared).toMatchObject({
      "second-amendment": 1,
      banking: 35,
      courts: 38,
      "irs-taxes": 25,
      "washington-dc": 5,
      "hjr-192": 0,
    });
    expect(videos).toHaveLength(34);
  });

  it("lists each route once, including every term, process and category", () => {
    expect(new Set(content.routes).size).toBe(content.routes.length);
    expect(content.routes).toContain("/dictionary/united-states");
    expect(content.routes).toContain("/diy-processes/foreign-trust-ein");
    expect(content.routes).toContain("/video-library/irs-taxes");
    expect(content.routes).toContain("/services/private-trust");
    expect(content.redirects).toContainEqual({
      from: "/diy/foreign-trust-ein",
      to: "/diy-processes/foreign-trust-ein",
    });
  });

  it("resolves site values in page text", () => {
    const workWithUs = pages.find((page) => page.id === "work-with-us") as { cards: { description: string }[] };
    expect(workWithUs.cards[0]!.description).toContain(String(content.collections.site[0]!.trust.deliveryDays));
    expect(JSON.stringify(pages)).not.toMatch(/\{site\./);
  });
});
