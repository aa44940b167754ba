import { gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";

/**
 * What the chosen stack weighs before any of the site's own code: a production bundle of React
 * hydrating a document, and of React plus React Router's framework-mode runtime (what every
 * prerendered page needs to hydrate). The page budgets are read against these figures.
 */
export interface FrameworkFloor {
  reactGzip: number;
  reactAndRouterGzip: number;
}

const entries = {
  react: `import { hydrateRoot } from "react-dom/client"; import { createElement } from "react";
    hydrateRoot(document, createElement("html"));`,
  reactAndRouter: `import { hydrateRoot } from "react-dom/client"; import { createElement } from "react";
    import { HydratedRouter } from "react-router/dom";
    hydrateRoot(document, createElement(HydratedRouter));`,
};

export async function measureFrameworkFloor(appRoot: string): Promise<FrameworkFloor> {
  // Vite's build sets NODE_ENV=production in this process; the dev server the bench starts later would
  // inherit it and fail on every page (React's development JSX runtime is empty in production).
  const nodeEnv = process.env.NODE_ENV;
  try {
    return {
      reactGzip: await bundleGzip(appRoot, entries.react),
      reactAndRouterGzip: await bundleGzip(appRoot, entries.reactAndRouter),
    };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function bundleGzip(appRoot: string, source: string): Promise<number> {
  const id = "\0framework-floor-entry";
  const result = await build({
    root: appRoot,
    configFile: false,
    logLevel: "silent",
    mode: "production",
    plugins: [
      {
        name: "framework-floor-entry",
        resolveId: (specifier) => (specifier === "framework-floor-entry" ? id : undefined),
        load: (module) => (module === id ? source : undefined),
      },
    ],
    build: { write: false, modulePreload: false, rollupOptions: { input: "framework-floor-entry" } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .filter((file): file is Rolldown.OutputChunk => file.type === "chunk")
    .reduce((total, chunk) => total + gzipSync(chunk.code, { level: 6 }).length, 0);
}
