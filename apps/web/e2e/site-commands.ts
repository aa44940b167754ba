import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultContentRoot } from "@site/content";

/**
 * The site's own commands, run from a test as an author or a deploy runs them: on a copy of the
 * content (the real content/ is never touched), `pnpm build`, `pnpm content …`, and the servers.
 */
export const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(appRoot, "../..");

/** A copy of the real content in a temporary folder, named after what it is for. */
export function contentCopy(purpose: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `site-e2e-${purpose}-`));
  fs.cpSync(defaultContentRoot(), dir, { recursive: true });
  return dir;
}

export interface CommandResult {
  code: number | null;
  /** stdout and stderr, interleaved as they came. */
  output: string;
}

/** `pnpm build` with `env` (BUILD_DIR, CONTENT_DIR); `started` gets its process group, to kill it as a deploy's timeout would. */
export function runBuild(env: NodeJS.ProcessEnv, started?: (pid: number) => void): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn("pnpm", ["run", "build"], { cwd: appRoot, env: { ...process.env, ...env }, detached: true });
    started?.(child.pid!);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** `pnpm content <args>` from the project's top folder, on the content in `contentDir`. */
export function runContentCommand(contentDir: string, ...args: string[]): CommandResult {
  const result = spawnSync("pnpm", ["-s", "content", ...args], {
    cwd: repoRoot,
    env: { ...process.env, CONTENT_DIR: contentDir },
    encoding: "utf8",
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

/** A server the test started, until `stop()`. */
export interface RunningServer {
  stop(): void;
}

/**
 * Starts `command` (in the app's folder, its own process group) and resolves once `readyUrl`
 * answers over plain HTTP, with any status: a redirect to HTTPS is an answer too.
 */
export async function startServer(
  command: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  { cwd = appRoot, timeoutMs = 90_000 } = {},
): Promise<RunningServer> {
  let output = "";
  const child = spawn(command[0]!, command.slice(1), { cwd, env: { ...process.env, ...env }, detached: true });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const server = { stop: () => child.exitCode === null && process.kill(-child.pid!, "SIGTERM") };
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    if (child.exitCode !== null) throw new Error(`${command.join(" ")} exited:\n${output}`);
    if (await answers(readyUrl)) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.stop();
  throw new Error(`${command.join(" ")} did not answer at ${readyUrl} within ${timeoutMs / 1000} s:\n${output}`);
}

function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, (response) => {
      response.resume();
      resolve(true);
    });
    request.on("error", () => resolve(false));
    request.setTimeout(5_000, () => request.destroy());
  });
}
