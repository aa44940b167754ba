import { spawn } from "node:child_process";
import fs from "node:fs";

export interface ProcessMeasure {
  seconds: number;
  /** User plus system CPU seconds of the command and every process it waited for. */
  cpuSeconds: number;
  /** Highest total resident memory of the command and all its descendants, in MiB. */
  peakMiB: number;
}

/**
 * Runs a command and samples the resident memory of its whole process tree (the build runs Vite,
 * then the postbuild in separate processes), so the peak is what the machine actually needed.
 */
export function measureCommand(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<ProcessMeasure>((resolve, reject) => {
    const started = performance.now();
    // A shell runs the command and then prints its own /proc stat, whose cutime and cstime count the
    // CPU of every descendant it reaped: Node reports no resource usage for a child process.
    const script = `"$@"; status=$?; echo "${cpuMarker} $(cat /proc/$$/stat)" >&2; exit $status`;
    const child = spawn("sh", ["-c", script, "sh", command, ...args], {
      ...options,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    let peakKiB = 0;
    const timer = setInterval(() => {
      if (child.pid) peakKiB = Math.max(peakKiB, treeRssKiB(child.pid));
    }, 100);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`${command} ${args.join(" ")} exited with ${code}\n${stderr}`));
      resolve({
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: cpuSecondsOf(stderr),
        peakMiB: peakKiB / 1024,
      });
    });
  });
}

const cpuMarker = "measure-process-cpu:";
/** Linux counts CPU time in clock ticks of 1/100 s (USER_HZ). */
const ticksPerSecond = 100;

function cpuSecondsOf(stderr: string): number {
  const line = stderr.split("\n").find((each) => each.startsWith(cpuMarker));
  if (!line) throw new Error("measureCommand: the shell did not report the command's CPU time");
  // Fields after the command name, which is in parentheses and may hold spaces: cutime and cstime are 16 and 17.
  const fields = line.slice(line.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
}

function treeRssKiB(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, "utf8");
      const pid = Number(entry);
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(pid, Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}
