import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import store from "virtual:content/store";
import { renderApp } from "./render-app";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("/documents-templates", () => {
  it("shows the disclaimer, 'Book Consultation' and five categories of cards", async () => {
    await renderApp("/documents-templates");
    expect(screen.getByRole("heading", { level: 1, name: "Documents and Templates" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/phone-consultation");
    expect(
      within(screen.getByRole("main"))
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(store.all("documents").map((c) => c.title));
  });

  it("gives every card its name, type badge, size, description and a download that delivers", async () => {
    await renderApp("/documents-templates");
    for (const category of store.all("documents")) {
      for (const document of category.documents) {
        const card = screen.getByRole("heading", { level: 3, name: document.name }).closest("li")!;
        expect(card).toHaveTextContent(document.type);
        expect(card).toHaveTextContent(document.description);
        if (document.size) expect(card).toHaveTextContent(document.size);
        const { download } = document;
        if (download.kind === "file") {
          const link = within(card).getByRole("link", { name: new RegExp(`Download ${escapeRegExp(document.name)}`) });
          expect(link).toHaveAttribute("href", download.href);
          expect(link).toHaveAttribute("download", download.fileName);
        } else if (download.kind === "external") {
          const link = within(card).getByRole("link", { name: new RegExp(`Download ${escapeRegExp(document.name)}`) });
          expect(link).toHaveAttribute("href", download.href);
          expect(link).toHaveAttribute("target", "_blank");
          expect(link).toHaveAttribute("rel", "noopener noreferrer");
        } else {
          expect(within(card).getByRole("button", { name: `Not yet available: ${document.name}` })).toBeDisabled();
        }
      }
    }
  });
});
