import { conflictingClasses, watchClassConflicts } from "@site/ui/testing";
import { describe, expect, it } from "vitest";

describe("the class-conflict check every test runs under", () => {
  it("names the utilities a later one cancels, and leaves responsive and state variants alone", () => {
    expect(conflictingClasses("p-6 pb-0 pb-6")).toEqual(["pb-0"]);
    expect(conflictingClasses("min-h-11 px-5 text-base md:px-3 hover:bg-secondary bg-primary")).toEqual([]);
    expect(conflictingClasses("flex flex-col flex")).toEqual([]);
  });

  it("sees elements added and restyled after it starts, not only the first render", async () => {
    // A document of its own: the conflicts planted here must not fail this test through the global check.
    const page = document.implementation.createHTMLDocument();
    const stop = watchClassConflicts(page);
    const panel = page.createElement("div");
    panel.className = "rounded-lg";
    page.body.append(panel);
    panel.className = "max-w-4xl max-w-lg";
    const child = page.createElement("span");
    child.setAttribute("class", "text-sm text-base");
    panel.append(child);
    await Promise.resolve();
    expect(stop()).toEqual([
      '<div class="max-w-4xl max-w-lg"> cancels max-w-4xl',
      '<span class="text-sm text-base"> cancels text-sm',
    ]);
  });
});
