import { screen } from "@testing-library/react";
import { collections } from "@site/content";
import { pagePath } from "@site/content/runtime";
import store from "virtual:content/store";
import { describe, expect, it } from "vitest";
import { listScreens } from "../app/list-screens";
import { renderApp } from "./render-app";

describe("the page that lists a collection's entries (app/list-screens.ts)", () => {
  it.each(Object.entries(listScreens))("shows every entry of %s on its page (%s), by name", async (name, page) => {
    const label = collections.find((collection) => collection.name === name)!.labelField!;
    await renderApp(pagePath(page));
    const main = screen.getByRole("main");
    const entries = store.all(name as keyof typeof listScreens) as unknown as Record<string, unknown>[];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(main).toHaveTextContent(String(entry[label]));
  });

  it.each(Object.entries(listScreens))(
    "gives each entry of %s its own place on %s, where #id opens",
    async (name, page) => {
      const label = collections.find((collection) => collection.name === name)!.labelField!;
      await renderApp(pagePath(page));
      const main = screen.getByRole("main");
      // The editor's preview and a shared link (/maxims#<id>) open the page at the entry.
      for (const entry of store.all(name as keyof typeof listScreens) as unknown as Record<string, unknown>[]) {
        const place = main.querySelector(`[id="${String(entry.id)}"]`);
        expect(place, `#${String(entry.id)}`).not.toBeNull();
        expect(place!.closest("li, details, section")).toHaveTextContent(String(entry[label]));
      }
    },
  );
});
