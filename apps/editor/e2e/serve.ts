import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { siteContentRoot } from "@site/content";
import { e2eContent, editorPort } from "./workspace.ts";

// A fresh copy of the site's content, then `pnpm edit` on it.
fs.rmSync(e2eContent, { recursive: true, force: true });
fs.cpSync(siteContentRoot, e2eContent, { recursive: true });
const child = spawn(
  process.execPath,
  ["--import", "tsx", path.resolve(import.meta.dirname, "../src/server/start.ts")],
  {
    env: { ...process.env, CONTENT_DIR: e2eContent, EDITOR_PORT: String(editorPort), EDITOR_STRICT_PORT: "1" },
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
