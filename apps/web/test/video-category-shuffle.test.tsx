import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CategoryView } from "../app/screens/video-library/category-view";
import { renderApp } from "./render-app";

const { talks } = vi.hoisted(() => {
  const embed = (id: number, aspect: number) => ({
    provider: "Vimeo",
    src: `https://player.vimeo.com/video/${id}`,
    aspect,
  });
  return {
    talks: {
      id: "talks",
      title: "Talks",
      description: "Recorded talks.",
      declaredCount: 4,
      shownCount: 4,
      formerAddresses: [],
      videos: [
        { id: 1, title: "Opening talk", embed: embed(101, 177.78) },
        { id: 2, title: "Second talk", embed: embed(102, 56.25) },
        { id: 3, title: "Third talk", embed: embed(103, 177.78) },
        { id: 4, embed: embed(104, 56.25) },
      ],
    },
  };
});

// The real content, with one more category whose videos are listed.
vi.mock("virtual:content/store", async (importOriginal) => {
  const { ContentStore } = await import("@site/content/store");
  const { default: real } = await importOriginal<{ default: InstanceType<typeof ContentStore> }>();
  const { snapshot } = real;
  return {
    default: new ContentStore({
      ...snapshot,
      collections: { ...snapshot.collections, videos: [...snapshot.collections.videos, talks] },
    }),
  };
});

describe("a category with videos", () => {
  // The players' host answers (each player also asks it directly, to tell a blocked host).
  beforeEach(() => void vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null)));

  it("renders each video as a lazy, titled frame with its own aspect ratio", async () => {
    await renderApp("/video-library/talks");
    expect(screen.getByText("4 videos available")).toBeInTheDocument();
    const frames = [...document.querySelectorAll("iframe")];
    expect(frames).toHaveLength(4);
    for (const frame of frames) {
      expect(frame).toHaveAttribute("loading", "lazy");
      expect(frame.getAttribute("title")).toBeTruthy();
    }
    const opening = frames.find((frame) => frame.getAttribute("title") === "Opening talk")!;
    expect(opening.getAttribute("src")).toBe("https://player.vimeo.com/video/101");
    expect(opening.parentElement?.getAttribute("style") ?? opening.closest("[style]")?.getAttribute("style")).toContain(
      "177.78%",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Talks: video 4" })).toBeInTheDocument();
  });

  const headings = () =>
    within(screen.getByRole("main"))
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);

  it("shuffles the list while it is still hidden, then shows it", async () => {
    // As app.css hides it in a browser that runs scripts, until it is shuffled.
    const style = document.head.appendChild(document.createElement("style"));
    style.textContent = "[data-awaits-shuffle] { visibility: hidden }";
    vi.spyOn(Math, "random").mockReturnValue(0);
    try {
      await renderApp("/video-library/talks");
      // With Math.random() = 0, Fisher–Yates moves each last item to the front: 2, 3, 4, 1.
      await waitFor(() => expect(headings()).toEqual(["Second talk", "Third talk", "Talks: video 4", "Opening talk"]));
      expect(screen.getByRole("main").querySelector("ul")).not.toHaveAttribute("data-awaits-shuffle");
    } finally {
      style.remove();
    }
  });

  it("keeps its shuffled order when its content is edited in pnpm dev, and shows the edit", async () => {
    const style = document.head.appendChild(document.createElement("style"));
    style.textContent = "[data-awaits-shuffle] { visibility: hidden }";
    vi.spyOn(Math, "random").mockReturnValue(0);
    const view = (category: typeof talks) => (
      <MemoryRouter>
        <CategoryView category={category} />
      </MemoryRouter>
    );
    try {
      const { rerender } = render(view(talks));
      const titles = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
      await waitFor(() => expect(titles()).toEqual(["Second talk", "Third talk", "Talks: video 4", "Opening talk"]));
      // What a save in pnpm dev does: the same category, loaded again with the author's edit.
      const edited = talks.videos.map((video) => (video.id === 3 ? { ...video, title: "Third talk, edited" } : video));
      rerender(view({ ...talks, videos: edited }));
      expect(titles()).toEqual(["Second talk", "Third talk, edited", "Talks: video 4", "Opening talk"]);
    } finally {
      style.remove();
    }
  });

  it("keeps the written order of a list already shown (scripts that came late)", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    await renderApp("/video-library/talks");
    await waitFor(() =>
      expect(screen.getByRole("main").querySelector("ul")).not.toHaveAttribute("data-awaits-shuffle"),
    );
    expect(headings()).toEqual(["Opening talk", "Second talk", "Third talk", "Talks: video 4"]);
  });

  it("says in words when a player's host cannot be reached, with a link to watch it there", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await renderApp("/video-library/talks");
    expect(await screen.findAllByText("This video could not be loaded.")).toHaveLength(4);
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
    expect(screen.getAllByRole("link", { name: /Open the video on its host/ })[0]).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/player\.vimeo\.com\/video\/10[1-4]/),
    );
  });

  it("searches titles only", async () => {
    await renderApp("/video-library/talks");
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "THIRD" } });
    const main = screen.getByRole("main");
    await waitFor(() =>
      expect(
        within(main)
          .getAllByRole("heading", { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(["Third talk"]),
    );
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "Recorded" } });
    expect(await screen.findByText("No videos found matching your search.")).toBeInTheDocument();
  });
});
