import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import store from "virtual:content/store";
import { renderApp } from "./render-app";

const terms = store.all("dictionary");

const unitedStates = terms.find((t) => t.id === "united-states")!;

function stubNavigator(share: ((data: ShareData) => Promise<void>) | undefined) {
  const writeText = vi.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, "share", { value: share, configurable: true });
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return writeText;
}

afterEach(() => {
  Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
});

describe("/dictionary/{term}", () => {
  it("shows the term, its definitions and its sources", async () => {
    await renderApp("/dictionary/united-states");
    expect(screen.getByRole("heading", { level: 1, name: "United States" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Supporting Sources" })).toBeInTheDocument();
    const external = unitedStates.supportingSources.find((s) => !s.isImage)!;
    const link = screen.getByRole("link", { name: new RegExp(external.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
    expect(link).toHaveAttribute("href", external.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("opens image sources in a dialog titled '{term} example', to zoom or open full size", async () => {
    const { user } = await renderApp("/dictionary/united-states");
    const image = unitedStates.supportingSources.find((s) => s.isImage)!;
    // A link to the picture, for a reader without scripts; with them it opens the dialog instead.
    const link = screen.getByRole("link", { name: image.title });
    expect(link).toHaveAttribute("href", image.url);
    await user.click(link);
    const dialog = await screen.findByRole("dialog", { name: "United States example" });
    const picture = within(dialog).getByRole("img", { name: image.title });
    expect(picture).toHaveAttribute("src", image.url);
    expect(picture).toHaveClass("max-w-full");
    await user.click(within(dialog).getByRole("button", { name: "Zoom in" }));
    expect(picture).toHaveClass("w-[200%]");
    await user.click(within(dialog).getByRole("button", { name: "Fit to window" }));
    expect(picture).toHaveClass("max-w-full");
    const fullSize = within(dialog).getByRole("link", { name: /Open full size/ });
    expect(fullSize).toHaveAttribute("href", image.url);
    expect(fullSize).toHaveAttribute("target", "_blank");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(link).toHaveFocus();
  });

  it("says when a term has no sources yet", async () => {
    const bare = terms.find((t) => t.supportingSources.length === 0)!;
    await renderApp(`/dictionary/${bare.id}`);
    expect(screen.getByText("No supporting sources have been added yet.")).toBeInTheDocument();
  });

  it("links the terms the site cross-links automatically", async () => {
    const crossLinked = [
      "united-states",
      "litigation",
      "note",
      "instrument",
      "draft",
      "negotiable-instrument",
      "power-of-attorney",
      "attorney-in-fact",
    ];
    const phrase = /\b(united states|litigation|negotiable instrument|power of attorney|attorney-in-fact)\b/i;
    const mentioning = terms.find((t) => phrase.test(t.definition.text) && !crossLinked.includes(t.id))!;
    await renderApp(`/dictionary/${mentioning.id}`);
    const hrefs = screen.getAllByRole("link").map((l) => l.getAttribute("href"));
    expect(hrefs.some((href) => crossLinked.some((slug) => href === `/dictionary/${slug}`))).toBe(true);
  });

  it.each(["/dictionary/UNITED-STATES", "/dictionary/united%20states", "/dictionary/United%20States"])(
    "finds the term from %s",
    async (path) => {
      await renderApp(path);
      expect(await screen.findByRole("heading", { level: 1, name: "United States" })).toBeInTheDocument();
    },
  );

  it.each([
    ["unknown", "/dictionary/no-such-term"],
    ["malformed", "/dictionary/%E0%A4%A"],
    ["markup", "/dictionary/%3Cimg%20src%3Dx%3E"],
  ])("shows 'Term Not Found' for an %s slug", async (_, path) => {
    await renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Term Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The requested legal term could not be found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dictionary" })).toHaveAttribute("href", "/dictionary");
  });

  it("goes back in history when the visitor came from the dictionary, else links to it", async () => {
    const { user, router } = await renderApp("/dictionary");
    await user.click(within(screen.getByRole("heading", { level: 2, name: "United States" })).getByRole("link"));
    await screen.findByRole("heading", { level: 1, name: "United States" });
    await user.click(screen.getByRole("link", { name: "Back to Dictionary" }));
    await waitFor(() => expect(router.state.historyAction).toBe("POP"));
    expect(router.state.location.pathname).toBe("/dictionary");
  });

  it("falls back to /dictionary when the term page was the first page", async () => {
    const { user, router } = await renderApp("/dictionary/trust");
    await user.click(screen.getByRole("link", { name: "Back to Dictionary" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dictionary"));
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("shares with the device share sheet when there is one", async () => {
    const share = vi.fn(async (_data: ShareData) => undefined);
    const { user } = await renderApp("/dictionary/united-states");
    const writeText = stubNavigator(share);
    await user.click(screen.getByRole("button", { name: "Share" }));
    // The configured address is still the placeholder: the link is on the address the page is open at.
    expect(share).toHaveBeenCalledWith({
      title: "United States | Cornerstone Law Trust",
      url: `${window.location.origin}/share/dictionary/united-states.html`,
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the share link and says 'Link copied' without a share sheet", async () => {
    const { user } = await renderApp("/dictionary/trust");
    const writeText = stubNavigator(undefined);
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/dictionary/trust.html`);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
    expect(screen.getByText("Share link copied to clipboard.")).toBeInTheDocument();
  });

  it("falls back to copying when sharing fails, but not when the visitor cancels", async () => {
    const { user } = await renderApp("/dictionary/trust");
    const writeText = stubNavigator(async () => {
      throw new Error("share failed");
    });
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect((await screen.findAllByText("Link copied"))[0]).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);

    const afterCancel = stubNavigator(async () => {
      throw new DOMException("cancelled", "AbortError");
    });
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(afterCancel).not.toHaveBeenCalled();
  });

  it("describes the term as DefinedTerm structured data on a page dated by its review, and trims long meta descriptions", async () => {
    const long = terms.find((t) => t.definition.text.length > 160 && t.reviewed)!;
    await renderApp(`/dictionary/${long.id}`);
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    // A term is not a document: the page about it carries the day it was last reviewed.
    expect(data).toMatchObject({
      "@type": "WebPage",
      dateModified: long.reviewed,
      mainEntity: {
        "@type": "DefinedTerm",
        name: long.term,
        url: `https://www.cornerstonelawtrust.example/dictionary/${long.id}`,
      },
    });
    const [year, month, day] = long.reviewed!.split("-").map(Number);
    const shown = new Date(Date.UTC(year!, month! - 1, day)).toLocaleDateString("en-US", {
      dateStyle: "long",
      timeZone: "UTC",
    });
    expect(screen.getByText("Last reviewed").querySelector("time")).toHaveAttribute("datetime", long.reviewed);
    expect(screen.getByText("Last reviewed")).toHaveTextContent(`Last reviewed ${shown}`);
    const description = document.querySelector('meta[name="description"]')!.getAttribute("content")!;
    expect(description).toBe(`${long.definition.text.replace(/\s+/g, " ").slice(0, 157)}...`);
    expect(document.title).toBe(`${long.term} — Legal Dictionary | Cornerstone Law Trust`);
  });
});
