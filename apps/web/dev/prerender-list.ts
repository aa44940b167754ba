import type { ViteDevServer } from "vite";

/**
 * With `ssr: false` the dev server answers only the addresses of the prerender list
 * (react-router.config.ts), which React Router reads each time it loads its server build, the module
 * it documents as `virtual:react-router/server-build`. Invalidating that module makes the next request
 * read the list again, so a new term or page answers at once; the routes' own modules stay compiled.
 */
export async function rereadPrerenderList(server: ViteDevServer): Promise<void> {
  for (const environment of Object.values(server.environments)) {
    const build = await environment.moduleGraph.getModuleByUrl("virtual:react-router/server-build");
    if (build) environment.moduleGraph.invalidateModule(build);
  }
}
