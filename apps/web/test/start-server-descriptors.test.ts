import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servedReleaseFile, type ServedRelease } from "../postbuild/served-release";

/**
 * `pnpm start` under a low descriptor limit, as a small VPS or a container gives it: visitors who
 * go away mid-request (a reset right after the request, or in the middle of the answer) must not
 * leave files open, and running out of descriptors must cost a 503, never the server itself.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const descriptorLimit = 256;
const resets = 4000;

const securityHeaders = [
  ["Content-Security-Policy", "default-src 'self'"],
  ["X-Content-Type-Options", "nosniff"],
] satisfies [string, string][];

let buildDir: string;
let server: ChildProcess;
let port: number;
let stderr = "";

beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-descriptors-test-"));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
    fs.writeFileSync(path.join(buildDir, file), content);
  };
  const served: ServedRelease = { headers: securityHeaders, folders: [], redirects: [] };
  write(`deploy/${servedReleaseFile}`, JSON.stringify(served));
  write("client/404.html", "<h1>Oops! Page not found</h1>");
  write("client/about/index.html", "<h1>About</h1>");
  // Large enough that an answer is still being sent when its visitor resets.
  write("client/dictionary/index.html", `<h1>Dictionary</h1>${"<p>A term and its definition.</p>".repeat(20_000)}`);
  server = spawn("bash", ["-c", `ulimit -n ${descriptorLimit}; exec node --import tsx server/start.ts`], {
    cwd: appRoot,
    env: { ...process.env, BUILD_DIR: buildDir, PORT: "0", NODE_OPTIONS: "" },
  });
  server.stderr!.on("data", (chunk) => (stderr += chunk));
  port = await new Promise<number>((resolve, reject) => {
    let stdout = "";
    server.stdout!.on("data", (chunk) => {
      stdout += chunk;
      const address = /http:\/\/[^:]+:(\d+)/.exec(stdout);
      if (address) resolve(Number(address[1]));
    });
    server.on("exit", (code) => reject(new Error(`the server exited with ${code}: ${stderr}`)));
  });
}, 30_000);

afterAll(() => {
  server?.kill();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

/** Sends a request and resets the connection: at once, or when the answer has started to arrive. */
function resetRequest(atFirstByte: boolean): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write("GET /dictionary HTTP/1.1\r\nHost: localhost\r\n\r\n");
      if (atFirstByte) socket.once("data", () => socket.resetAndDestroy());
      else socket.resetAndDestroy();
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve());
  });
}

/** The status of a normal request, or what went wrong with it. */
async function status(address = "/dictionary"): Promise<string> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${address}`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return String(response.status);
  } catch (error) {
    return (error as Error).name;
  }
}

const openDescriptors = () => fs.readdirSync(`/proc/${server.pid}/fd`).length;

describe(`pnpm start with ulimit -n ${descriptorLimit}`, () => {
  it(`keeps answering after ${resets} requests reset by their visitors, and leaves no file open`, async () => {
    const before = openDescriptors();
    const statuses: string[] = [];
    const concurrency = 100;
    for (let sent = 0; sent < resets; sent += concurrency) {
      await Promise.all(Array.from({ length: concurrency }, (_, i) => resetRequest((sent + i) % 2 === 1)));
      if (sent % 500 === 0) statuses.push(await status());
    }
    for (let i = 0; i < 10; i++) statuses.push(await status());
    // The server notices the last resets on its next turns of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = openDescriptors();
    const warnings = stderr.match(/Closing file descriptor/g)?.length ?? 0;
    console.log(
      `${resets} resets: statuses ${JSON.stringify(count(statuses))}, descriptors ${before} -> ${after}, ` +
        `${warnings} "Closing file descriptor" warnings`,
    );
    expect(statuses.filter((answer) => answer !== "200")).toEqual([]);
    expect(warnings, "files closed by the garbage collector, not by the server").toBe(0);
    expect(after).toBeLessThanOrEqual(before + 2);
  }, 120_000);

  it("answers 503 with its security headers while descriptors run out, and 200 once they are free", async () => {
    const probe = await pendingRequest("/about");
    // Connections that never finish their request hold a descriptor each, until none is left.
    const holders: net.Socket[] = [];
    for (let i = 0; i < descriptorLimit + 20; i++) {
      holders.push((await pendingRequest("/about")).socket);
    }
    await until(() => openDescriptors() >= descriptorLimit, "the server has no descriptor left");

    const exhausted = await probe.finish();
    expect(exhausted.status).toBe(503);
    expect(exhausted.headers.get("retry-after")).toBe("1");
    for (const [name, value] of securityHeaders) expect(exhausted.headers.get(name!.toLowerCase()), name).toBe(value);

    for (const socket of holders) socket.destroy();
    await until(() => openDescriptors() < descriptorLimit / 2, "the server has closed the connections");
    expect(await status("/about")).toBe("200");
  }, 60_000);
});

/**
 * A connection that has sent all of a request but its last line: the server holds it open, and
 * answers the moment `finish` sends that line.
 */
async function pendingRequest(address: string) {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(`GET ${address} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n`);
  const finish = () =>
    new Promise<{ status: number; headers: Map<string, string> }>((resolve, reject) => {
      socket.write("\r\n");
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk;
        const end = text.indexOf("\r\n\r\n");
        if (end < 0) return;
        const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
        const headers = new Map(
          lines.map((line) => [line.split(":")[0]!.toLowerCase(), line.replace(/^[^:]*:\s*/, "")]),
        );
        resolve({ status: Number(statusLine!.split(" ")[1]), headers });
        socket.destroy();
      });
      socket.on("close", () => reject(new Error(`no answer to ${address}: the connection was closed`)));
    });
  return { socket, finish };
}

/** Waits until `condition` holds, or fails after a few seconds. */
async function until(condition: () => boolean, what: string) {
  for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() - started > 10_000) throw new Error(`timed out waiting until ${what}`);
  }
}

function count(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
