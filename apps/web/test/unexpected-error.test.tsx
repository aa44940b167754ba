import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "virtual:content/site";
import { UnexpectedError } from "../app/screens/not-found/unexpected-error";

describe("the unexpected-error screen", () => {
  it("names the error, titles the page like every other, and offers the way home", () => {
    render(<UnexpectedError error={new Error("The lesson could not be loaded")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error" })).toBeInTheDocument();
    expect(screen.getByText("The lesson could not be loaded")).toBeInTheDocument();
    expect(document.title).toBe(`Unexpected Application Error | ${site.titleSuffix}`);
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("offers to load the page afresh first, since most errors here are a download that failed", () => {
    render(<UnexpectedError error={new Error("Failed to fetch dynamically imported module")} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons[0]).toHaveAccessibleName("Try again");
  });

  it("shows a routing error's status and text", () => {
    const response = { status: 503, statusText: "Service Unavailable", internal: false, data: null };
    render(<UnexpectedError error={response} />);
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
  });
});
