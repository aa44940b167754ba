import type { SiteConfig } from "@site/content";
import type { ComponentProps, ComponentType, ReactNode } from "react";
import { createRoutesStub, Meta } from "react-router";
import * as root from "../root";

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** What a route module exports that a stub can run: its view, server loader, head tags and error screen. */
export interface RouteModule {
  default?: ComponentType<never>;
  loader?: StubRoute["loader"];
  meta?: StubRoute["meta"];
  ErrorBoundary?: ComponentType<never>;
  shouldRevalidate?: StubRoute["shouldRevalidate"];
}

/** A screen at its address: the route module's own exports, as React Router's framework mode uses them. */
export function stubRoute(id: string, path: string | undefined, module: RouteModule): StubRoute {
  return {
    id,
    ...(path === undefined ? { index: true } : { path }),
    Component: module.default as StubRoute["Component"],
    loader: module.loader,
    meta: module.meta,
    ErrorBoundary: module.ErrorBoundary as StubRoute["ErrorBoundary"],
    shouldRevalidate: module.shouldRevalidate,
  } as StubRoute;
}

/** What the root's Layout adds around its screen in a page: the head tags (hoisted by React). */
function page(Inside: ComponentType | undefined) {
  return function Page({ children }: { children: ReactNode }) {
    return (
      <>
        <Meta />
        {children}
        {Inside ? <Inside /> : null}
      </>
    );
  };
}

interface AppStubOptions {
  /** Rendered under the router too (a test's view of it). */
  Inside?: ComponentType;
  /** site.yaml as the pages see it, e.g. with an integration switched on (by default the store's). */
  site?: (site: SiteConfig) => SiteConfig;
}

/**
 * The app through React Router's `createRoutesStub`, for tests and Storybook: the root route (its
 * loader reads site.yaml from the content store, its component draws header and footer) around the given screens, each with its real
 * loader, so a screen renders from the data its page is prerendered with.
 */
export function createAppStub(screens: StubRoute[], { Inside, site }: AppStubOptions = {}) {
  const Page = page(Inside);
  return createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: site ? () => ({ site: site(root.loader().site) }) : root.loader,
      meta: root.meta as StubRoute["meta"],
      Component: () => (
        <Page>
          <root.default />
        </Page>
      ),
      ErrorBoundary: (props: ComponentProps<typeof root.ErrorBoundary>) => (
        <Page>
          <root.ErrorBoundary {...props} />
        </Page>
      ),
      children: screens,
    },
  ]);
}
