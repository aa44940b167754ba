import type { IncomingMessage, ServerResponse } from "node:http";
import { defaultContentRoot } from "@site/content";
import type { Plugin } from "vite";
import { backendPath, decapConfig } from "../config/decap-config.ts";
import { previewPath } from "../config/preview-path.ts";
import { handleBackendRequest, Refusal, type BackendRequest } from "./backend.ts";
import { previewer, type PreviewRequest } from "./preview.ts";
import { ContentWorkspace } from "./workspace.ts";

/** Uploads arrive as base64 in JSON: room for the largest file the check accepts, and no more. */
const maxRequestBytes = 64 * 1024 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxRequestBytes) {
        reject(new Refusal("the upload is larger than any file the site accepts"));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader("content-type", "application/json; charset=utf-8");
  response.setHeader("cache-control", "no-store");
  response.end(JSON.stringify(body));
}

/**
 * The editor's server side, inside Vite's dev server: Decap's configuration made from the registry,
 * and Decap's backend protocol answered against the working copy (CONTENT_DIR, or the repository's
 * content folder). Requests from another origin are refused: only the editor's own page may write.
 */
export function editorServer(root = defaultContentRoot()): Plugin {
  let workspace: ContentWorkspace | undefined;
  return {
    name: "site-editor-server",
    configureServer(server) {
      workspace = new ContentWorkspace(root);
      server.httpServer?.on("close", () => workspace?.dispose());
      server.middlewares.use("/api/config", (_request, response) => sendJson(response, 200, decapConfig()));
      const preview = previewer(server, () => workspace!);
      /** Answers a JSON request of the editor's own page; a refusal is the author's to read, not a failure to log. */
      const answer = (path: string, handle: (body: unknown) => Promise<unknown>) =>
        server.middlewares.use(path, (request, response) => {
          const origin = request.headers.origin;
          if (request.method !== "POST" || (origin && origin !== `http://${request.headers.host}`)) {
            sendJson(response, 403, { error: "the editor answers its own page only" });
            return;
          }
          void (async () => {
            try {
              sendJson(response, 200, await handle(JSON.parse(await readBody(request))));
            } catch (error) {
              const refusal = error instanceof Refusal;
              if (!refusal) server.config.logger.error(String((error as Error).stack ?? error));
              sendJson(response, refusal ? 422 : 500, {
                error: (error as Error).message,
                ...(refusal ? { issues: error.issues } : {}),
              });
            }
          })();
        });
      answer(previewPath, (body) => preview(body as PreviewRequest));
      answer(backendPath, (body) => handleBackendRequest(workspace!, body as BackendRequest));
    },
  };
}
