/** Where the e2e run serves its builds (the orchestrator and the Playwright config share these). */
export const ports = { site: 4310, configured: 4311, nginx: 4312 } as const;
export const buildDirs = { site: "build", configured: "build-e2e-configured" } as const;
