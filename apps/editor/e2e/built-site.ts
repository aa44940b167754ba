import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

/** The site's app, whose build and server the editor's changes are published with. */
const webApp = path.resolve(import.meta.dirname, "../../web");

/** The command's output and exit code. */
function run(command: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", command], { cwd: webApp, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/**
 * The site's own `build` script (apps/web/package.json), run as pnpm runs it, on the edited copy of
 * the content, into a build folder of this run's own (`build-*` folders are never committed).
 */
export async function buildSite(content: string, name: string) {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(webApp, "package.json"), "utf8")) as {
    scripts: { build: string };
  };
  const dir = path.join(webApp, name);
  fs.rmSync(dir, { recursive: true, force: true });
  const bin = path.join(webApp, "node_modules/.bin");
  const built = await run(scripts.build, {
    CONTENT_DIR: content,
    BUILD_DIR: name,
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}`,
  });
  return { ...built, dir };
}

/** `pnpm start` of the site on a build, answering at the URL returned until `stop()`. */
export async function startSite(name: string, port: number) {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    cwd: webApp,
    env: { ...process.env, PORT: String(port), BUILD_DIR: name },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => child.kill("SIGTERM");
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (child.exitCode !== null) throw new Error(`the site's server exited with ${child.exitCode}`);
    const up = await new Promise<boolean>((resolve) =>
      http
        .get(`${url}/robots.txt`, (response) => resolve(Boolean(response.resume())))
        .on("error", () => resolve(false)),
    );
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the site's server did not answer at ${url}`);
}
