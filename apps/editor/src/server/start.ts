import path from "node:path";
import { createServer } from "vite";

/** `pnpm edit`: starts the editor and says where it is. */
const server = await createServer({ configFile: path.resolve(import.meta.dirname, "../../vite.config.ts") });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? "";
console.log(`\n  The content editor is at ${url}\n  It saves into the content folder; stop it with Ctrl+C.\n`);

// Closing the server removes the editor's trial copy of the content folder.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
