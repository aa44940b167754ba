import type { RouteConfigEntry } from "@react-router/dev/routes";
import { act, render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { expect } from "vitest";
import { useLocation, useNavigate, useNavigation, useNavigationType, type NavigateFunction } from "react-router";
import routeConfig from "../app/routes";
import { createAppStub, stubRoute, type RouteModule } from "../app/testing/app-stub";

// Route modules only: the stories beside them are for Storybook, which has the sample content.
const modules = import.meta.glob<RouteModule>("../app/screens/*/*route.tsx", { eager: true });

/** The app's own route table (app/routes.ts), each route with the module framework mode gives it. */
function toRoutes(entries: readonly RouteConfigEntry[]) {
  return entries.map((entry) => {
    const module = modules[`../app/${entry.file}`];
    if (!module) throw new Error(`No route module at app/${entry.file}`);
    // The ids framework mode gives routes (their file, without extension), which screens may look for.
    return stubRoute(entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""), entry.index ? undefined : entry.path, module);
  });
}

/** What a test reads of the router, through React Router's public hooks. */
interface RouterView {
  navigate: NavigateFunction;
  state: {
    location: ReturnType<typeof useLocation>;
    navigation: ReturnType<typeof useNavigation>;
    historyAction: ReturnType<typeof useNavigationType>;
  };
}

let router: Partial<RouterView> = {};

function RouterProbe() {
  const navigate = useNavigate();
  const state = { location: useLocation(), navigation: useNavigation(), historyAction: useNavigationType() };
  useEffect(() => {
    router.navigate = navigate;
    router.state = state;
  });
  return null;
}

const App = createAppStub(toRoutes(routeConfig), { Inside: RouterProbe });

/** Renders the whole app at a path, as a visitor arriving there would see it. */
export async function renderApp(path: string) {
  router = {};
  const user = userEvent.setup();
  const view = render(<App initialEntries={[path]} />);
  await waitFor(() => expect(document.querySelector("main")?.childElementCount).toBeGreaterThan(0));
  // The page is in the DOM, but its effects (a widget's script, a fragment's dialog) may still be
  // queued behind it when the machine is busy: a test starts once they have run, as a visitor's would.
  await act(async () => undefined);
  return { router: router as RouterView, user, ...view };
}
