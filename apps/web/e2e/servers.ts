/**
 * Where the e2e run serves its builds (the orchestrator and the Playwright config share these).
 * E2E_PORT_BASE and E2E_BUILD_PREFIX let two runs share a machine without taking each other's
 * ports or overwriting each other's builds.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4310);
const prefix = process.env.E2E_BUILD_PREFIX ?? "build";
/** nginx answers HTTPS on `nginx` and redirects plain HTTP from `nginxHttp`. */
export const ports = { site: base, configured: base + 1, nginx: base + 2, nginxHttp: base + 3 } as const;
export const buildDirs = { site: prefix, configured: `${prefix}-e2e-configured` } as const;
