import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import store from "virtual:content/store";
import { renderApp } from "./render-app";

describe("every route", () => {
  it.each(store.snapshot.routes)("%s renders its page with a heading and its own title", async (path) => {
    await renderApp(path);
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 1 }).length).toBe(1));
    await waitFor(() => expect(document.title).toMatch(/ \| Cornerstone Law Trust$/));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `https://www.cornerstonelawtrust.example${path}`,
    );
  });
});
