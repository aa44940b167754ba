import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import store from "virtual:content/store";
import { renderApp } from "./render-app";

describe("shared layout", () => {
  it("has the header navigation of the specification, the logo to / and the 'Work with us' button", async () => {
    await renderApp("/faq");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["About", "/about"],
      ["Maxims of Law", "/maxims"],
      ["Dictionary", "/dictionary"],
      ["Resources", "/resources"],
      ["Services", "/services"],
      ["Contact", "/contact"],
      ["FAQ", "/faq"],
      ["Work with us", "/work-with-us"],
    ]);
    expect(screen.getByRole("link", { name: store.site.name })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
  });

  it("marks the section of a page under it as current, and the page itself as the current page", async () => {
    const { router } = await renderApp("/services/private-trust");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "true");
    expect(within(nav).getByRole("link", { name: "Dictionary" })).not.toHaveAttribute("aria-current");
    await router.navigate("/services");
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page"),
    );
  });

  it("has the footer with every section, the contact address, the owners' disclaimer and the year", async () => {
    await renderApp("/");
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(store.site.footer.disclaimer.slice(0, 80));
    expect(footer).toHaveTextContent(String(store.site.footer.year));
    const sections = within(within(footer).getByRole("navigation", { name: "Sections" })).getAllByRole("link");
    expect(sections.map((link) => link.getAttribute("href"))).toEqual([
      ...store.site.nav.map((link) => link.href),
      store.site.cta.href,
    ]);
    expect(within(footer).getByRole("link", { name: store.site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${store.site.contact.email}`,
    );
  });

  it("opens the menu from its disclosure, and closes it when a link is chosen and navigates client-side", async () => {
    const { user, router } = await renderApp("/");
    // A <details> element: it opens without JavaScript too.
    const menu = document.querySelector<HTMLDetailsElement>("header details")!;
    const toggle = within(menu).getByText("Menu").closest("summary")!;
    expect(toggle).toHaveAttribute("aria-controls", screen.getByRole("navigation", { name: "Main" }).id);
    await user.click(toggle);
    await waitFor(() => expect(menu.open).toBe(true));
    await user.click(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Dictionary" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/dictionary"));
    expect(menu.open).toBe(false);
    // The dictionary is the heaviest page to render: give a busy machine time.
    expect(
      await screen.findByRole("heading", { level: 1, name: "Words and Terms" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("styles the header for the home route only", async () => {
    const { router } = await renderApp("/");
    expect(document.querySelector("header")).toHaveAttribute("data-variant", "home");
    await router.navigate("/about");
    await waitFor(() => expect(document.querySelector("header")).toHaveAttribute("data-variant", "default"));
  });

  it("has a skip link to the main landmark", async () => {
    await renderApp("/about");
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });

  it("loads no voice assistant while no agent id is configured", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp("/");
    await vi.advanceTimersByTimeAsync(5000);
    expect(document.querySelector("script[data-integration]")).toBeNull();
    expect(document.querySelector(store.site.integrations.assistant.element)).toBeNull();
    vi.useRealTimers();
  });
});

describe("not found", () => {
  it.each([
    ["an unknown path", "/no-such-page"],
    ["a path below a term", "/dictionary/trust/extra"],
    ["malformed percent-encoding", "/%E0%A4%A"],
    ["a 5,000-character path", `/${"x".repeat(5000)}`],
    ["markup in the path", "/<script>alert(1)</script>"],
  ])("shows 'Oops! Page not found' for %s and logs the path", async (_, path) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("404: no page at /"));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });

  it("matches routes case-insensitively and ignores a trailing slash", async () => {
    await renderApp("/DICTIONARY/");
    expect(await screen.findByRole("heading", { level: 1, name: "Words and Terms" })).toBeInTheDocument();
  });
});
