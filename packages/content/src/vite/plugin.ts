import fs from "node:fs";
import path from "node:path";
import { searchForWorkspaceRoot, type Plugin, type ViteDevServer } from "vite";
import type { ContentSite } from "../collection/content-site.ts";
import { entryPagesIn } from "../collection/define.ts";
import { processMode } from "../editorial/mode.ts";
import type { GraphResult } from "../graph/content-graph.ts";
import { sharedGraph } from "../graph/shared-graph.ts";
import { ContentError, formatIssue } from "../issues.ts";
import { mediaFolders } from "../schema/links.ts";
import { isInside, listContentFolder, readContentFile } from "../source/content-files.ts";
import { contentErrorPage, updateEvent } from "./error-page.ts";
import { serveContentFile } from "./serve-files.ts";

export interface ContentPluginOptions {
  /** The content folder; by default the site's (CONTENT_DIR, or the repository's content/). */
  root?: string;
  /**
   * Called in dev after a save that adds or removes an address (a new term, a new page), once the new
   * content is in place: the app makes its router see the new list of pages without a restart.
   */
  onAddressesChanged?: (server: ViteDevServer) => void | Promise<void>;
}

/** What the app's loaders import: the validated content, as a store. */
export const storeId = "virtual:content/store";
const collectionPrefix = "virtual:content/collection/";
const routesId = "virtual:content/routes";
export { updateEvent };

/**
 * Makes the content folder part of the app. Route loaders import `virtual:content/store` (a store
 * over one module per collection, so an edit replaces only its collection's data); media and
 * downloads are served and copied into the build. In dev a save re-checks only what it touches,
 * the open page reloads its data in place, and a mistake shows Vite's overlay with file, line and
 * field, also on a reload, until it is fixed.
 */
export function contentPlugin(site: ContentSite, options: ContentPluginOptions = {}): Plugin {
  const root = path.resolve(options.root ?? site.contentRoot());
  const graph = sharedGraph(site, root, processMode());
  let result: GraphResult | undefined;
  const current = () => (result ??= graph.run());
  // The route table of the last valid content, to notice an edit that changes which pages exist.
  const routeTable = (run: GraphResult) =>
    entryPagesIn(site.collections, run.snapshot?.collections)
      .map((page) => page.path)
      .join();
  let servedRoutes: string | undefined;
  // An editor that writes a file in two steps (truncate, then write) is seen half-way; a mistake is
  // shown only if it is still there a moment later, so a save never flashes an error.
  let reportLater: ReturnType<typeof setTimeout> | undefined;
  let recheck: ReturnType<typeof setTimeout> | undefined;
  const relative = (file: string) => path.relative(path.dirname(root), file);

  const moduleCode = (id: string): string | undefined => {
    const snapshot = current().snapshot;
    if (!snapshot) throw toViteError(current());
    if (id === storeId) {
      const names = Object.keys(snapshot.collections);
      return [
        `import { ContentStore } from "@site/content/store";`,
        ...names.map((name, i) => `import c${i} from ${JSON.stringify(collectionPrefix + name)};`),
        `import { routes, redirects, drafts } from ${JSON.stringify(routesId)};`,
        `export default new ContentStore({ collections: { ${names.map((n, i) => `${JSON.stringify(n)}: c${i}`).join(", ")} }, routes, redirects, drafts });`,
      ].join("\n");
    }
    if (id === routesId) {
      return [
        `export const routes = ${json(snapshot.routes)};`,
        `export const redirects = ${json(snapshot.redirects)};`,
        `export const drafts = ${json(snapshot.drafts)};`,
      ].join("\n");
    }
    if (id.startsWith(collectionPrefix)) {
      const name = id.slice(collectionPrefix.length) as keyof typeof snapshot.collections;
      return name in snapshot.collections ? `export default ${json(snapshot.collections[name])};` : undefined;
    }
    return undefined;
  };

  /** A content file changed: check again what it touches, and show the page the change (or the mistake). */
  const contentChanged = (server: ViteDevServer, file: string, settled = false) => {
    const started = performance.now();
    clearTimeout(reportLater);
    clearTimeout(recheck);
    // An editor that saves in two steps (empty the file, then write it) is seen half-way: an empty
    // file is looked at again a moment later. Checked at once, it would break every link into it,
    // and the next save would check all those again.
    if (!settled && fs.statSync(file, { throwIfNoEntry: false })?.size === 0) {
      recheck = setTimeout(() => contentChanged(server, file, true), 100);
      return;
    }
    const previous = current();
    const wasBroken = previous.snapshot === undefined;
    if (previous.snapshot) servedRoutes = routeTable(previous);
    graph.invalidate([file]);
    const run = graph.run();
    result = run;
    const ms = Math.round(performance.now() - started);
    // A watcher drops or merges events for a file saved twice in quick succession; a look a moment
    // later makes sure the page ends up showing what is on disk.
    recheck = setTimeout(() => {
      if (graph.isStale(file)) contentChanged(server, file);
    }, 200);
    if (!run.snapshot) {
      reportLater = setTimeout(() => {
        server.config.logger.error(toViteError(run).message, { timestamp: true });
        showOverlay(server, run);
      }, 150);
      return;
    }
    // The first standard page (or the last one gone) changes the app's route table: only a restart re-reads it.
    if (servedRoutes !== undefined && routeTable(run) !== servedRoutes) {
      server.config.logger.info(`content: ${relative(file)} changes which pages the site has; restarting`, {
        timestamp: true,
      });
      void server.restart();
      return;
    }
    servedRoutes = routeTable(run);
    // After broken content the last list the router read is unknown: it reads it again too.
    const addressesChanged = previous.snapshot?.routes.join() !== run.snapshot.routes.join();
    const routerUpdated = Promise.resolve(addressesChanged ? options.onAddressesChanged?.(server) : undefined);
    const changed = wasBroken ? Object.keys(run.snapshot.collections) : run.changed;
    if (changed.length === 0) return;
    for (const environment of Object.values(server.environments)) {
      for (const id of [storeId, routesId, ...changed.map((c) => collectionPrefix + c)]) {
        const node = environment.moduleGraph.getModuleById(`\0${id}`);
        if (node) environment.moduleGraph.invalidateModule(node);
      }
    }
    server.config.logger.info(`content: ${relative(file)} → ${changed.join(", ")} (${ms} ms)`, { timestamp: true });
    // Whether the pages that are drafts changed too: the site-wide data, which lists them, is then loaded again.
    const drafts = wasBroken || previous.snapshot?.drafts.join() !== run.snapshot.drafts.join();
    // The open page asks for its data again only once the router knows a new page's address.
    void routerUpdated.then(() =>
      server.environments.client.hot.send({
        type: "custom",
        event: updateEvent,
        data: { collections: changed, drafts },
      }),
    );
  };

  return {
    name: "site-content",
    enforce: "pre",

    config() {
      return { server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), root] } } };
    },

    async configResolved(config) {
      // Editors read these to help authors as they type; they follow the zod schemas on every dev start
      // (a build resolves its config several times, and the committed files are checked by the tests).
      if (config.command !== "serve") return;
      const updated = await site.updateEditorFiles();
      if (updated.length > 0) config.logger.info(`content: updated for editors: ${updated.join(", ")}`);
    },

    buildStart() {
      if (this.environment?.mode === "dev") return;
      const run = current();
      // Once per build, though every environment (client, server) starts one.
      if (this.environment?.name === "client" || !this.environment) {
        for (const warning of run.issues.filter((i) => i.severity === "warning")) {
          this.warn(formatIssue(warning, path.dirname(root)));
        }
      }
      if (!run.snapshot) throw new ContentError(run.issues, path.dirname(root));
    },

    resolveId: {
      filter: { id: /^virtual:content\// },
      handler: (id) => `\0${id}`,
    },

    load: {
      filter: { id: /^\0virtual:content\// },
      handler(id) {
        const code = moduleCode(id.slice(1));
        if (code === undefined) throw new Error(`${id.slice(1)} does not exist (no such collection)`);
        // Data has no source worth mapping: without this, each save in dev maps and inlines a copy of
        // the collection (the dictionary: 140 kB) that Node then decodes when the loader runs it.
        return { code, map: { mappings: "" } };
      },
    },

    configureServer(server) {
      server.watcher.add(root);
      server.middlewares.use((req, res, next) => {
        if (serveContentFile(root, req.url, res)) return;
        // A former address answers as it will once published: a permanent redirect to the page.
        const pathname = (req.url ?? "").split("?")[0]!.replace(/(.)\/$/, "$1");
        const moved = current().snapshot?.redirects.find(({ from }) => from === pathname);
        if (moved) {
          res.writeHead(301, { Location: moved.to }).end();
          return;
        }
        // A reload while content is broken shows what to fix, never the last good page.
        const broken = current();
        if (!broken.snapshot && wantsPage(req.headers.accept, req.url)) {
          res.statusCode = 500;
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.end(contentErrorPage(broken.issues, path.dirname(root)));
          return;
        }
        next();
      });
      // A page that connects while content is broken gets the overlay (the errors were printed when found).
      server.ws.on("connection", () => {
        if (!current().snapshot) setTimeout(() => showOverlay(server, current()), 0);
      });
    },

    hotUpdate({ file, server }) {
      if (!isInside(root, file)) return;
      // Vite asks once per environment for the same save; the content is checked once.
      if (this.environment.name === "client") contentChanged(server, file);
      return [];
    },

    generateBundle(_, bundle) {
      if (this.environment?.name !== "client") return;
      // Content reaches pages through loaders; in the browser's code it would ship every page's data to each.
      for (const chunk of Object.values(bundle)) {
        const leaked = chunk.type === "chunk" && chunk.moduleIds.find((id) => id.startsWith(`\0${collectionPrefix}`));
        if (leaked) {
          this.error(
            `the content store was bundled into the browser code (${chunk.fileName}): read content in a route loader, not in a component`,
          );
        }
      }
      // Media and downloads keep their names: documents are linked by address from content. Only the
      // content folder's own files are copied, read without following links (the check reported the rest).
      for (const folder of Object.values(mediaFolders)) {
        for (const name of listContentFolder(root, folder).files.keys()) {
          const source = readContentFile(root, path.join(root, folder, name));
          if (!Buffer.isBuffer(source))
            this.error(`content/${folder}/${name} changed while the site was built: build again`);
          this.emitFile({ type: "asset", fileName: `${folder}/${name}`, source });
        }
      }
    },
  };
}

// JSON.parse of a string literal is faster for engines to load than the equivalent object literal.
const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** A page or its data, not a module, an asset or Vite's own endpoints. */
function wantsPage(accept: string | undefined, url: string | undefined): boolean {
  const pathname = (url ?? "").split("?")[0] ?? "";
  if (pathname.startsWith("/@") || pathname.startsWith("/node_modules/")) return false;
  return pathname.endsWith(".data") || (accept ?? "").includes("text/html");
}

/** Content's errors as Vite shows them: at the place of the first. */
type ViteError = ContentError & { loc?: { file: string; line: number; column: number }; id?: string };

function toViteError(result: GraphResult): ViteError {
  const error: ViteError = new ContentError(result.issues, path.dirname(result.root));
  // The place in the plugin that noticed is of no use to an author: Vite prints the message alone.
  error.stack = `${error.name}: ${error.message}`;
  const first = result.issues.find((i) => i.severity === "error");
  if (first) {
    error.id = first.file;
    error.loc = { file: first.file, line: first.line ?? 1, column: first.column ?? 1 };
  }
  return error;
}

function showOverlay(server: ViteDevServer, result: GraphResult): void {
  const error = toViteError(result);
  server.environments.client.hot.send({
    type: "error",
    err: {
      message: error.message,
      // No `plugin`: the overlay would head an author's mistake with "[plugin:site-content]".
      stack: "",
      ...(error.id ? { id: error.id } : {}),
      ...(error.loc ? { loc: error.loc } : {}),
    },
  });
}
