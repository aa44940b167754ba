import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import store from "virtual:content/store";
import { hostileQueries } from "./hostile-input";
import { renderApp } from "./render-app";

const terms = store.all("dictionary");

const entries = () =>
  within(screen.getByRole("main"))
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);
const search = () => screen.getByRole("searchbox", { name: "Search legal terms" });

describe("/dictionary", () => {
  it("lists every term alphabetically, each linking to its page", async () => {
    await renderApp("/dictionary");
    expect(screen.getByRole("heading", { level: 1, name: "Words and Terms" })).toBeInTheDocument();
    const shown = entries();
    expect(shown).toHaveLength(terms.length);
    expect(shown).toEqual([...shown].sort((a, b) => a!.localeCompare(b!, "en", { sensitivity: "base" })));
    const heading = screen.getByRole("heading", { level: 2, name: "United States" });
    expect(within(heading).getByRole("link")).toHaveAttribute("href", "/dictionary/united-states");
  });

  it("turns Markdown links in definitions into in-site links", async () => {
    await renderApp("/dictionary");
    const withLink = terms.find((term) => JSON.stringify(term.definition).includes('"href":"/dictionary/'))!;
    const entry = screen.getByRole("heading", { level: 2, name: withLink.term }).closest("li")!;
    const inDefinition = within(entry).getAllByRole("link").slice(1);
    expect(inDefinition.length).toBeGreaterThan(0);
    expect(inDefinition[0]!.getAttribute("href")).toMatch(/^\/dictionary\//);
    expect(inDefinition[0]).not.toHaveAttribute("target");
  });

  it("matches a term or its definition, ignoring case, with no minimum length", async () => {
    await renderApp("/dictionary");
    expect(search()).toHaveAttribute("placeholder", "Search legal terms...");
    fireEvent.change(search(), { target: { value: "ATTORNEY-IN-FACT" } });
    await waitFor(() => expect(entries()).toContain("Attorney-in-Fact"));
    const affidavit = terms.find((t) => t.id === "affidavit")!;
    const phrase = affidavit.definition.text.split(" ").slice(2, 6).join(" ").toUpperCase();
    fireEvent.change(search(), { target: { value: phrase } });
    await waitFor(() => expect(entries()).toContain("Affidavit"));
    fireEvent.change(search(), { target: { value: "z" } });
    expect(entries().length).toBeGreaterThan(0);
  });

  it("says so when nothing matches, and clearing shows everything again", async () => {
    const { user } = await renderApp("/dictionary");
    fireEvent.change(search(), { target: { value: "qqqqqq" } });
    expect(await screen.findByText("No terms found matching your search.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    await waitFor(() => expect(entries()).toHaveLength(terms.length));
  });

  it.each(hostileQueries)("treats %s as plain text", async (_, query) => {
    await renderApp("/dictionary");
    fireEvent.change(search(), { target: { value: query } });
    expect(await screen.findByText("No terms found matching your search.")).toBeInTheDocument();
    expect(search()).toHaveValue(query);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
