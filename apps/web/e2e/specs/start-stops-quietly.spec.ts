import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "../fixtures";
import { buildDirs, ports } from "../servers";
import { appRoot } from "../site-commands";

/**
 * Ctrl+C in the terminal running `pnpm start` (SIGINT to its whole process group, as the terminal
 * sends it) stops the server and says nothing more: no pnpm failure report.
 */
test("Ctrl+C stops pnpm start quietly, with exit code 0", async () => {
  test.setTimeout(60_000);
  const child = spawn("pnpm", ["start"], {
    cwd: path.resolve(appRoot, "../.."),
    env: { ...process.env, BUILD_DIR: buildDirs.site, PORT: String(ports.quietStart) },
    detached: true,
  });
  let output = "";
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on("close", (code, signal) => resolve({ code, signal })),
  );
  child.stderr.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve) =>
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("Serving the prerendered site")) resolve();
    }),
  );
  process.kill(-child.pid!, "SIGINT");
  const { code, signal } = await exited;
  expect(output).not.toMatch(/ERR_PNPM|ELIFECYCLE|failed/i);
  expect({ code, signal }).toEqual({ code: 0, signal: null });
});
