import store from "virtual:content/store";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "../app/root";
import { UnexpectedError } from "../app/screens/not-found/unexpected-error";

/** The screen as the app shows it: under the root route, with the site's data loaded. */
async function renderError(error: unknown) {
  const router = createMemoryRouter([
    { id: "root", path: "/", loader: rootLoader, Component: () => <UnexpectedError error={error} /> },
  ]);
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.navigation.state).toBe("idle"));
  await screen.findByRole("heading", { level: 1 });
}

describe("the unexpected-error screen", () => {
  it("names the error, titles the page like every other, and offers the way home", async () => {
    await renderError(new Error("The lesson could not be loaded"));
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error" })).toBeInTheDocument();
    expect(screen.getByText("The lesson could not be loaded")).toBeInTheDocument();
    expect(document.title).toBe(`Unexpected Application Error | ${store.site.titleSuffix}`);
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("offers to load the page afresh first, since most errors here are a download that failed", async () => {
    await renderError(new Error("Failed to fetch dynamically imported module"));
    const buttons = screen.getAllByRole("button");
    expect(buttons[0]).toHaveAccessibleName("Try again");
  });

  it("shows a routing error's status and text", async () => {
    const response = { status: 503, statusText: "Service Unavailable", internal: false, data: null };
    await renderError(response);
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
  });
});
