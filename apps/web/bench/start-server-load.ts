import type { AddressInfo } from "node:net";
import path from "node:path";
import { createSiteServer } from "../server/static-server";

/**
 * A bounded load on `pnpm start`'s server over loopback: REQUESTS requests (2,000) at CONCURRENCY (32),
 * a mix of pages (plain and brotli), a download's range, a revalidation and a section's 404.
 * Prints the rate, the latency percentiles and anything that was not the expected status.
 *
 *   BUILD_DIR=build tsx bench/start-server-load.ts
 */
const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const total = Number(process.env.REQUESTS ?? 2000);
const concurrency = Number(process.env.CONCURRENCY ?? 32);
const mix: [string, Record<string, string>, number][] = [
  ["/about", {}, 200],
  ["/dictionary", { "Accept-Encoding": "br" }, 200],
  ["/faq", { "Accept-Encoding": "gzip" }, 200],
  ["/robots.txt", { Range: "bytes=0-9" }, 206],
  // As a browser revalidates (fetch alone would add `Cache-Control: no-cache` to a conditional request).
  ["/about", { "If-None-Match": "*", "Cache-Control": "max-age=0" }, 304],
  ["/dictionary/no-such-term", {}, 404],
];

const server = createSiteServer(client);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const latencies: number[] = [];
const unexpected: string[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let i = next++; i < total; i = next++) {
      const [address, headers, status] = mix[i % mix.length]!;
      const sent = performance.now();
      try {
        const response = await fetch(origin + address, { headers });
        await response.arrayBuffer();
        if (response.status !== status) unexpected.push(`${address}: ${response.status}`);
      } catch (error) {
        unexpected.push(`${address}: ${(error as Error).message}`);
      }
      latencies.push(performance.now() - sent);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
server.close();
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);
console.log(
  `${total} requests at ${concurrency} concurrent: ${(total / seconds).toFixed(0)} req/s, ` +
    `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ${unexpected.length} unexpected` +
    (unexpected.length ? `: ${[...new Set(unexpected)].slice(0, 5).join("; ")}` : ""),
);
