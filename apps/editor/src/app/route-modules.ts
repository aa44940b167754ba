import type { ComponentType } from "react";

/** What the preview draws of a route module: its page component and its error screen. */
export interface RouteModule {
  default: ComponentType<{ loaderData: unknown }>;
  ErrorBoundary?: ComponentType;
}

/**
 * The site's screens, by file. Loaded with the editor rather than at an entry's first preview: the
 * editor's first load took 0.25 s longer, and a term's first preview 0.5 s less (`pnpm bench`).
 */
const screens = import.meta.glob<RouteModule>("../../../web/app/screens/*/*route.tsx", { eager: true });
const appDir = "../../../web/app/";

/**
 * The route module the site's lists name ("screens/faq/route.tsx", as in `routes.ts`; the server
 * answers with it), or undefined when the app has no such file.
 */
export const routeModule = (route: string): RouteModule | undefined => screens[appDir + route];
