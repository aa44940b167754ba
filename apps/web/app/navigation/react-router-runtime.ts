import { matchRoutes, type RouteObject } from "react-router";

/**
 * The globals React Router's framework mode leaves on the page. They are not public API, so this
 * module is the only place that reads them: an upgrade that renames them breaks one file.
 */
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
