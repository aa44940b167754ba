import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { servedReleaseFile } from "../postbuild/served-release";
import { createSiteServer } from "./static-server";

/** `pnpm start`: builds the site if there is none yet, then serves it on localhost, each build as it is published. */
const appRoot = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(appRoot, process.env.BUILD_DIR ?? "build");
if (!fs.existsSync(path.join(buildDir, "deploy", servedReleaseFile))) {
  console.log("No production build yet: building the site first…");
  execSync("pnpm run build", { cwd: appRoot, stdio: "inherit" });
}
const host = process.env.HOST ?? "127.0.0.1";
const server = createSiteServer(path.join(buildDir, "client")).listen(Number(process.env.PORT ?? 3000), host, () => {
  // The port actually bound: PORT=0 takes a free one.
  const { port } = server.address() as { port: number };
  console.log(`Serving the prerendered site at http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});
// Ctrl+C (or a service manager's stop) ends the server as a normal exit: pnpm then reports no failure.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));
