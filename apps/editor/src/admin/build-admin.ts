import fs from "node:fs";
import path from "node:path";
import { build } from "vite";
import { deployedDecapConfig, type DeployedEditing } from "../config/deployed-config.ts";

/** The local editor's start (`pnpm edit`), in index.html. */
const localEntry = "/src/app/main.tsx";


/**
 * Writes the deployed editor into `outDir` (the site build's `client/admin`): Decap CMS bundled by a
 * build of its own, so no page of the site loads any of it, and its configuration for the GitHub
 * backend on the repository site.yaml names, beside it.
 */
export async function buildAdmin(outDir: string, editing: DeployedEditing): Promise<void> {
  if (fs.existsSync(outDir)) throw new Error(`${outDir} already exists: the site has a page where /admin goes`);
  const editorRoot = path.resolve(import.meta.dirname, "../..");
  await build({
    configFile: false,
    root: editorRoot,
    // Its files are found from the folder's address, so the page answers at /admin as well as /admin/.
    base: `/${path.basename(outDir)}/`,
    // Decap's own dependencies use eval and large chunks: nothing an author acts on.
    logLevel: "error",
    // The editor's page (index.html), starting Decap with the deployed configuration instead of the local one.
    plugins: [
      {
        name: "site-editor-admin-entry",
        transformIndexHtml: {
          order: "pre",
          handler(html) {
            if (!html.includes(localEntry)) throw new Error(`index.html no longer starts ${localEntry}`);
            return html.replace(localEntry, "/src/admin/main.ts");
          },
        },
      },
    ],
    build: { outDir, target: "es2022", assetsInlineLimit: 0, chunkSizeWarningLimit: 10_000 },
  });
  fs.writeFileSync(path.join(outDir, "config.json"), JSON.stringify(deployedDecapConfig(editing), null, 2) + "\n");
}
