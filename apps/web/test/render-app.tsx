import type { RouteConfigEntry } from "@react-router/dev/routes";
import { render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { expect } from "vitest";
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
  type RouteObject,
} from "react-router";
import { mdxBodies } from "virtual:content/mdx";
import { termLoaders } from "virtual:content/terms";
import { categoryLoaders } from "virtual:content/video-categories";
import { AppShell } from "../app/components/app-shell";
import { loadMdxBody } from "../app/components/mdx-body";
import { preloadTerm } from "../app/screens/dictionary/term-data";
import { preloadCategory } from "../app/screens/video-library/category-data";
import { ErrorBoundary } from "../app/root";
import routeConfig from "../app/routes";

type RouteModule = {
  default?: Parameters<typeof withComponentProps>[0];
  clientLoader?: RouteObject["loader"];
  ErrorBoundary?: ComponentType;
};
const modules = import.meta.glob<RouteModule>("../app/**/*.tsx");

/** The app's own route table (app/routes.ts), turned into a data router over the same modules. */
function toRoutes(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const load = modules[`../app/${entry.file}`];
    if (!load) throw new Error(`No route module at app/${entry.file}`);
    const lazy = async () => {
      const module = await load();
      // Framework mode hands route components their params; this does the same for a data router.
      return {
        Component: module.default ? withComponentProps(module.default) : null,
        loader: module.clientLoader,
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

// MDX bodies, terms and categories load as separate chunks; loading them up front keeps React's act()
// from seeing a suspense in the middle of a click (the browser tests cover the lazy path).
const bodies = Promise.all([
  ...Object.keys(mdxBodies).map(loadMdxBody),
  ...Object.keys(termLoaders).map(preloadTerm),
  ...Object.keys(categoryLoaders).map(preloadCategory),
]);

/** Renders the whole app at a path, as a visitor arriving there would see it. */
export async function renderApp(path: string) {
  await bodies;
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <AppShell>
            <Outlet />
          </AppShell>
        ),
        ErrorBoundary: ErrorBoundary as ComponentType,
        children: toRoutes(routeConfig),
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.navigation.state).toBe("idle"));
  await waitFor(() => expect(document.querySelector("main")?.childElementCount).toBeGreaterThan(0));
  return { router, user, ...view };
}
