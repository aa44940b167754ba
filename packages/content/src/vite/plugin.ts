import fs from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { searchForWorkspaceRoot, type EnvironmentModuleNode, type Plugin, type ViteDevServer } from "vite";
import { ContentError, formatIssue } from "../issues.ts";
import { writeJsonSchemas } from "../json-schema/generate.ts";
import { mediaFolders } from "../manifest/context.ts";
import { defaultContentRoot, loadContent, type LoadResult } from "../manifest/build.ts";
import { rehypeMediaImages, remarkSiteScope } from "./mdx-plugins.ts";
import { virtualModuleCode, virtualPrefix } from "./virtual-modules.ts";

export interface ContentPluginOptions {
  /** The content folder; defaults to CONTENT_DIR or the repository's content/. */
  root?: string;
}

/**
 * Serves the validated content as `virtual:content/<collection>` modules, compiles MDX bodies, and
 * ships content/media and content/downloads. In dev, editing content updates the page in place; an
 * invalid edit shows Vite's error overlay with the file and line, and fixing it recovers.
 */
export function content(options: ContentPluginOptions = {}): Plugin[] {
  const root = path.resolve(options.root ?? defaultContentRoot());
  let result: LoadResult = loadContent(root);
  const lastCode = new Map<string, string>();
  let showingError = false;
  let loadedAt = 0;
  let recovering = false;
  let appRoot = process.cwd();

  const codeFor = (name: string): string | undefined => {
    if (!result.manifest) throw toViteError(result);
    return virtualModuleCode(name, result.manifest, root);
  };

  const manifestPlugin: Plugin = {
    name: "site-content",
    enforce: "pre",

    buildStart() {
      if (this.environment?.mode === "dev") return;
      result = loadContent(root);
      for (const warning of result.issues.filter((i) => i.severity === "warning")) {
        this.warn(formatIssue(warning, path.dirname(root)));
      }
      if (!result.manifest) throw new ContentError(result.issues, path.dirname(root));
    },

    configResolved(config) {
      appRoot = config.root;
      // Editors read these to help authors as they type; they follow the zod schemas on every start.
      const updated = writeJsonSchemas();
      if (updated.length > 0) config.logger.info(`content: updated JSON Schemas ${updated.join(", ")}`);
    },

    resolveId: {
      // Only bare ids can be ours; the filter keeps the bundler from calling in for every relative import.
      filter: { id: /^[@a-z]/i },
      handler(id, importer, options) {
        if (id.startsWith(virtualPrefix)) return `\0${id}`;
        // Compiled MDX imports its JSX runtime; content/ has no node_modules, so resolve from the app.
        if (importer && isInside(root, importer)) {
          return this.resolve(id, path.join(appRoot, "package.json"), { ...options, skipSelf: true });
        }
        return undefined;
      },
    },

    load(id) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return undefined;
      const code = codeFor(id.slice(virtualPrefix.length + 1));
      if (code === undefined) throw new Error(`${id.slice(1)} does not exist (no such collection or item)`);
      lastCode.set(id, code);
      return code;
    },

    configureServer(server) {
      server.watcher.add(root);
      server.middlewares.use((req, res, next) => serveContentFile(root, req.url, res, next));
      if (!result.manifest) setTimeout(() => sendError(server, result), 0);
    },

    config() {
      return { server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), root] } } };
    },

    hotUpdate({ file, modules, server, timestamp }) {
      if (!isInside(root, file)) return;
      // Called once per environment for the same change: load the content once.
      if (timestamp !== loadedAt) {
        loadedAt = timestamp;
        result = loadContent(root);
        recovering = showingError && result.manifest !== undefined;
        showingError = result.manifest === undefined;
        if (showingError) sendError(server, result);
      }
      if (!result.manifest) return [];
      const recovered = recovering;
      const changed: EnvironmentModuleNode[] = [];
      for (const id of lastCode.keys()) {
        const node = this.environment.moduleGraph.getModuleById(id);
        if (!node) continue;
        const code = codeFor(id.slice(virtualPrefix.length + 1));
        if (recovered || code !== lastCode.get(id)) {
          this.environment.moduleGraph.invalidateModule(node);
          changed.push(node);
        }
      }
      if (recovered && changed.length === 0 && modules.length === 0) {
        this.environment.hot.send({ type: "full-reload" });
        return [];
      }
      return [...modules, ...changed];
    },

    generateBundle() {
      // Media and downloads keep their names: documents are linked by address from content.
      if (this.environment?.name !== "client") return;
      for (const folder of Object.values(mediaFolders)) {
        const dir = path.join(root, folder);
        if (!fs.existsSync(dir)) continue;
        for (const name of fs.readdirSync(dir)) {
          const file = path.join(dir, name);
          if (name.startsWith(".") || !fs.statSync(file).isFile()) continue;
          this.emitFile({ type: "asset", fileName: `${folder}/${name}`, source: fs.readFileSync(file) });
        }
      }
    },
  };

  const mdxPlugin: Plugin = {
    enforce: "pre",
    ...(mdx({
      include: [path.join(root, "**/*.mdx").split(path.sep).join("/")],
      remarkPlugins: [[remarkFrontmatter, ["yaml"]], remarkGfm, remarkSiteScope],
      rehypePlugins: [rehypeMediaImages(root)],
    }) as Plugin),
  };

  return [manifestPlugin, mdxPlugin];
}

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

function toViteError(
  result: LoadResult,
): Error & { loc?: { file: string; line: number; column: number }; id?: string } {
  const error = new ContentError(result.issues, path.dirname(result.root)) as ContentError & {
    loc?: { file: string; line: number; column: number };
    id?: string;
  };
  const first = result.issues.find((i) => i.severity === "error");
  if (first) {
    error.id = first.file;
    error.loc = { file: first.file, line: first.line ?? 1, column: first.column ?? 1 };
  }
  return error;
}

function sendError(server: ViteDevServer, result: LoadResult): void {
  const error = toViteError(result);
  server.config.logger.error(error.message, { timestamp: true });
  server.environments.client.hot.send({
    type: "error",
    err: {
      message: error.message,
      stack: "",
      plugin: "site-content",
      ...(error.id ? { id: error.id } : {}),
      ...(error.loc ? { loc: error.loc } : {}),
    },
  });
}

const contentTypes: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".pdf": "application/pdf",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Dev server: /media/* and /downloads/* straight from the content folder. */
function serveContentFile(root: string, url: string | undefined, res: ServerResponse, next: () => void): void {
  const pathname = decodeURIComponent((url ?? "").split("?")[0] ?? "");
  const folder = Object.values(mediaFolders).find((f) => pathname.startsWith(`/${f}/`));
  if (!folder) return next();
  const file = path.join(root, pathname);
  if (!isInside(path.join(root, folder), file) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return next();
  res.setHeader("Content-Type", contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream");
  fs.createReadStream(file).pipe(res);
}
