import type { RouteConfigEntry } from "@react-router/dev/routes";
import { act, render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement, type ComponentType } from "react";
import { expect } from "vitest";
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router";
import { AppShell } from "../app/components/app-shell";
import { routeComponent, routeErrorBoundary } from "../app/react-router-internals";
import { ErrorBoundary, loader as rootLoader } from "../app/root";
import routeConfig from "../app/routes";

type RouteModule = {
  default?: Parameters<typeof routeComponent>[0];
  loader?: RouteObject["loader"];
  ErrorBoundary?: ComponentType;
};
const modules = import.meta.glob<RouteModule>("../app/**/*.tsx");

/**
 * The app's own route table (app/routes.ts), turned into a data router over the same modules. The
 * routes' server loaders run here, as they do when the site is prerendered, so every screen renders
 * with its content (islands included) just as its HTML is written.
 */
function toRoutes(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const load = modules[`../app/${entry.file}`];
    if (!load) throw new Error(`No route module at app/${entry.file}`);
    const lazy = async () => {
      const module = await load();
      return {
        Component: module.default ? routeComponent(module.default) : null,
        loader: module.loader,
        ErrorBoundary: module.ErrorBoundary ?? null,
      };
    };
    // The ids framework mode gives routes (their file, without extension), which screens may look for.
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    return entry.index
      ? { id, index: true, lazy }
      : { id, path: entry.path, lazy, ...(entry.children ? { children: toRoutes(entry.children) } : {}) };
  });
}

/** Renders the whole app at a path, as a visitor arriving there would see it. */
export async function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: rootLoader,
        element: (
          <AppShell>
            <Outlet />
          </AppShell>
        ),
        // As the root's Layout does in framework mode: an error screen keeps the header and footer.
        ErrorBoundary: () => <AppShell>{createElement(routeErrorBoundary(ErrorBoundary))}</AppShell>,
        children: toRoutes(routeConfig),
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.navigation.state).toBe("idle"));
  await waitFor(() => expect(document.querySelector("main")?.childElementCount).toBeGreaterThan(0));
  // The page is in the DOM, but its effects (a widget's script, a fragment's dialog) may still be
  // queued behind it when the machine is busy: a test starts once they have run, as a visitor's would.
  await act(async () => undefined);
  return { router, user, ...view };
}
