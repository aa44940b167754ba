/**
 * Where the e2e run serves its builds (the orchestrator and the Playwright config share these).
 * E2E_PORT_BASE and E2E_BUILD_PREFIX let two runs share a machine without taking each other's
 * ports or overwriting each other's builds.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4310);
const prefix = process.env.E2E_BUILD_PREFIX ?? "build";
/**
 * nginx answers HTTPS on `nginx` and redirects plain HTTP from `nginxHttp`. The `editorial` ones are
 * the servers the author's workflow (specs/editorial.spec.ts) starts on its own content and build.
 */
export const ports = {
  site: base,
  configured: base + 1,
  nginx: base + 2,
  nginxHttp: base + 3,
  editorial: base + 4,
  editorialNginx: base + 5,
  editorialNginxHttp: base + 6,
  editorialDev: base + 7,
  /** `pnpm dev` of specs/dev-new-entries.spec.ts. */
  newEntriesDev: base + 8,
  /** `pnpm start` of specs/start-stops-quietly.spec.ts. */
  quietStart: base + 9,
  /** nginx on the configured build, for specs/deployed-editor.spec.ts. */
  configuredNginx: base + 10,
  configuredNginxHttp: base + 11,
} as const;
export const buildDirs = {
  site: prefix,
  configured: `${prefix}-e2e-configured`,
  editorial: `${prefix}-e2e-editorial`,
} as const;
