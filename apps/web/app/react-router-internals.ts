/**
 * Everything the site knows of React Router beyond its public API, listed in one place to review at
 * each upgrade. A change in any of them breaks the module that relies on it (or fails the build,
 * naming the page), not pages in production.
 *
 * In the browser (below): the globals its framework runtime leaves on the page.
 *
 * At build time:
 * - the shape of the HTML it prerenders: its inline scripts (scroll restoration, the router's
 *   context, the loader-data stream, the bootstrap module) and its modulepreload links, which
 *   postbuild/prerendered-page.ts rewrites;
 * - how prerendering fetches a page's data first and hands it to the page's render in the
 *   `X-React-Router-Prerender-Data` request header, which it leaves off when the data is empty
 *   (@react-router/dev's prerender step): entry.server.tsx answers a section's not-found page's data
 *   with an empty body, so that page's render runs its loaders itself and can render the 404;
 * - the `__spa-fallback.html` it writes for paths not prerendered, which postbuild/index.ts makes
 *   the site's 404 page.
 */
import { matchRoutes, type RouteObject } from "react-router";

interface RuntimeGlobals {
  __reactRouterDataRouter?: { routes: RouteObject[] };
  __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> };
}

/**
 * The module files of the routes that render `pathname`. Importing them before React Router does
 * lets its own import resolve from the browser's module map, so it never meets a failed chunk.
 */
export function routeModuleUrls(pathname: string): string[] {
  const { __reactRouterDataRouter: router, __reactRouterManifest: manifest } = window as RuntimeGlobals;
  if (!router || !manifest) return [];
  return (matchRoutes(router.routes, pathname) ?? []).flatMap(({ route }) => {
    const url = route.id ? manifest.routes[route.id]?.module : undefined;
    return url ? [url] : [];
  });
}
