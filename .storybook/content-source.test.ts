import { siteContentRoot } from "@site/content";
import { describe, expect, it, vi } from "vitest";
import store, { addressInSource, contentSource, switchContentSource } from "./content-source.ts";
import { snapshotOf } from "./sample-content.ts";

// The stores sample-content.ts serves to Storybook's Vite, built here in Node.
vi.mock("virtual:content/sample-store", async () => {
  const { sampleSnapshot } = await import("./sample-content.ts");
  const { ContentStore } = await import("@site/content/store");
  return { default: new ContentStore(sampleSnapshot()) };
});
vi.mock("virtual:content/site-store", async () => {
  const { snapshotOf } = await import("./sample-content.ts");
  const { ContentStore } = await import("@site/content/store");
  const { siteContentRoot } = await import("@site/content");
  return { default: new ContentStore(snapshotOf(siteContentRoot, "content/")) };
});

/** The site's own content, as authors wrote it in content/. */
const site = snapshotOf(siteContentRoot, "content/").collections;
const siteYaml = site.site[0]!;

describe("the Screens' content switch", () => {
  it("reads the fixed sample by default, as the story tests and their baselines do", () => {
    expect(contentSource()).toBe("sample");
    expect(store.site.name).not.toBe(siteYaml.name);
    expect(addressInSource("/dictionary/no-such-term")).toBe("/dictionary/no-such-term");
  });

  it("reads the site's content/ once switched, and the sample again when switched back", async () => {
    const sampleTerms = store.all("dictionary").map((term) => term.id);
    await switchContentSource("site");
    expect(store.site.name).toBe(siteYaml.name);
    const siteTerms = store.all("dictionary").map((term) => term.id);
    expect(siteTerms).toEqual(site.dictionary.map((term) => term.id));
    expect(siteTerms).not.toEqual(sampleTerms);

    // A sample term the site lacks leads to the site's first term; a page meant to be missing stays missing.
    const sampleOnly = sampleTerms.find((id) => !siteTerms.includes(id))!;
    expect(siteTerms.map((id) => `/dictionary/${id}#sources`)).toContain(
      addressInSource(`/dictionary/${sampleOnly}#sources`),
    );
    expect(addressInSource("/dictionary/no-such-term")).toBe("/dictionary/no-such-term");
    expect(addressInSource(`/dictionary/${siteTerms[1]}`)).toBe(`/dictionary/${siteTerms[1]}`);

    await switchContentSource("sample");
    expect(store.all("dictionary").map((term) => term.id)).toEqual(sampleTerms);
    // Checking the site's whole content/ takes seconds on a busy machine.
  }, 60_000);
});
