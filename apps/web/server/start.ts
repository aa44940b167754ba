import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ContentError, loadContent } from "@site/content";
import { createSiteServer } from "./static-server";

/** `pnpm start`: builds the site if there is no build yet, then serves it on localhost. */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const client = path.join(path.resolve(appRoot, process.env.BUILD_DIR ?? "build"), "client");
if (!fs.existsSync(path.join(client, "404.html"))) {
  console.log("No production build yet: building the site first…");
  execSync("pnpm run build", { cwd: appRoot, stdio: "inherit" });
}
const result = loadContent();
if (!result.snapshot) throw new ContentError(result.issues);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
createSiteServer(client, result.snapshot.collections.site[0]!).listen(port, host, () => {
  console.log(`Serving the prerendered site at http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});
