import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hostileQueries } from "./hostile-input";
import store from "virtual:content/store";
import { renderApp } from "./render-app";

describe("/video-library", () => {
  it("shows every category as a card with title, description, count and a link to its page", async () => {
    await renderApp("/video-library");
    expect(screen.getByRole("heading", { level: 1, name: "Video Library" })).toBeInTheDocument();
    const cards = screen
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.startsWith("/video-library/"));
    expect(cards).toHaveLength(store.all("videos").length);
    const banking = cards.find((card) => card.getAttribute("href") === "/video-library/banking")!;
    expect(banking).toHaveTextContent("35 videos");
    expect(within(banking).getByText("35 videos")).toHaveClass("font-semibold", "md:font-normal");
    expect(within(banking).getByText("View Videos →")).toHaveClass("hidden", "md:inline");
  });

  it("filters topics by title or description, ignoring case", async () => {
    await renderApp("/video-library");
    const search = screen.getByRole("searchbox", { name: "Search topics" });
    expect(search).toHaveAttribute("placeholder", "Search topics...");
    fireEvent.change(search, { target: { value: "BANKING" } });
    expect(screen.getByRole("link", { name: /Banking/ })).toBeInTheDocument();
    const byDescription = store
      .all("videos")
      .find((c) => c.id === "police")!
      .description.split(" ")
      .slice(-3)
      .join(" ");
    fireEvent.change(search, { target: { value: byDescription } });
    expect(screen.getAllByRole("link").some((link) => link.getAttribute("href") === "/video-library/police")).toBe(
      true,
    );
  });

  it.each(hostileQueries)("treats %s as plain text", async (_, query) => {
    await renderApp("/video-library");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search topics" }), { target: { value: query } });
    expect(await screen.findByText("No topics found matching your search.")).toBeInTheDocument();
    expect(document.querySelector("main img[src='x']")).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe("/video-library/{categoryId}", () => {
  it("shows the placeholders of a category without videos", async () => {
    await renderApp("/video-library/washington-dc");
    expect(screen.getByRole("heading", { level: 1, name: "Washington, D.C." })).toBeInTheDocument();
    expect(screen.getByText("5 videos available")).toBeInTheDocument();
    expect(screen.getAllByText("Coming Soon")).toHaveLength(5);
    expect(screen.getAllByText("Part of the Washington, D.C. series")).toHaveLength(5);
    expect(screen.getByRole("link", { name: "Back to Video Library" })).toHaveAttribute("href", "/video-library");
  });

  it("filters by title, case-insensitively; whitespace alone shows all", async () => {
    await renderApp("/video-library/banking");
    const search = screen.getByRole("searchbox", { name: "Search videos in this category" });
    expect(search).toHaveAttribute("placeholder", "Search videos in this category...");
    fireEvent.change(search, { target: { value: "video 3" } });
    const main = screen.getByRole("main");
    await waitFor(() => expect(within(main).getAllByRole("heading", { level: 2 })).toHaveLength(7));
    expect(
      within(main)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["Video 3", "Video 30", "Video 31", "Video 32", "Video 33", "Video 34", "Video 35"]);
    fireEvent.change(search, { target: { value: "   " } });
    await waitFor(() => expect(screen.getAllByText("Coming Soon")).toHaveLength(35));
  });

  it.each(hostileQueries)("treats %s as plain text", async (_, query) => {
    await renderApp("/video-library/banking");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search videos in this category" }), {
      target: { value: query },
    });
    expect(await screen.findByText("No videos found matching your search.")).toBeInTheDocument();
  });

  it.each([
    ["unknown", "/video-library/nope"],
    ["malformed", "/video-library/%E0%A4%A"],
  ])("shows 'Category Not Found' for an %s id", async (_, path) => {
    await renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Category Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The video category you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Video Library" })).toHaveAttribute("href", "/video-library");
  });

  it("shows an empty category's count of zero, says videos are coming, and offers no search", async () => {
    await renderApp("/video-library/hjr-192");
    expect(screen.getByText("0 videos available")).toBeInTheDocument();
    expect(screen.getByText("Videos on this topic are coming soon.")).toBeInTheDocument();
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByText("No videos found matching your search.")).toBeNull();
  });
});
