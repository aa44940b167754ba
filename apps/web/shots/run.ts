import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createSiteServer } from "../server/static-server";
import { build, staleReason } from "./build";
import { contactSheet, figures, isTooWide, scriptingShort } from "./contact-sheet";
import { parseOptions, routeMatcher, usage, UsageError, type ShotOptions } from "./options";
import { discoverRoutes } from "./routes";
import { shoot, type Shot } from "./shoot";

/**
 * `pnpm shots`: full-page pictures of every page of the build at the review widths, with and without
 * JavaScript, a contact sheet to page through them, and the figures (routes, widths, pages wider than
 * the window) on the console and in artifacts/shots/shots.json.
 */
const appRoot = path.resolve(import.meta.dirname, "..");
const outDir = path.resolve(appRoot, "../../artifacts/shots");

function options(): ShotOptions {
  try {
    const parsed = parseOptions(process.argv.slice(2));
    if (parsed) return parsed;
    console.log(usage);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`pnpm shots: ${error.message}\n\n${usage}`);
    process.exitCode = 2;
  }
  process.exit();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printFigures(shots: Shot[], ms: number) {
  const sum = figures(shots);
  console.log(
    `\nshots: ${sum.routes} routes × ${sum.widths.length} widths (${sum.widths.join(", ")} px)` +
      ` = ${sum.pictures} pictures in ${seconds(ms)} → ${path.relative(process.cwd(), path.join(outDir, "index.html"))}`,
  );
  console.log(`Pages wider than the window: ${sum.tooWide.length}`);
  for (const shot of sum.tooWide) {
    console.log(
      `  ${shot.route.path} at ${shot.width} px (${scriptingShort(shot)}): ` +
        `${shot.overflow.page} px wide${shot.overflow.culprits[0] ? `; ${shot.overflow.culprits[0]}` : ""}`,
    );
  }
  if (sum.problems.length > 0) {
    console.log(`Pictures with problems: ${sum.problems.length}`);
    for (const shot of sum.problems) {
      console.log(`  ${shot.route.path} at ${shot.width} px (${shot.scripting}): ${shot.problems.join("; ")}`);
    }
  }
}

const opts = options();
const buildDir = path.resolve(appRoot, opts.buildDir);
const reason =
  opts.build === "always" ? "asked to build" : opts.build === "never" ? null : staleReason(appRoot, buildDir);
if (reason) {
  console.log(`Building the site (${reason})…`);
  build(appRoot, buildDir);
} else {
  console.log(`Using the build in ${path.relative(process.cwd(), buildDir) || "."} (up to date)`);
}

const client = path.join(buildDir, "client");
const wanted = routeMatcher(opts.routes);
const routes = discoverRoutes(client).filter((route) => wanted(route.path));
if (routes.length === 0) {
  console.error(`pnpm shots: no route matches ${opts.routes.join(", ")}`);
  process.exit(2);
}

const server = createSiteServer(client);
await new Promise<void>((resolve) => server.listen(opts.port, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// A run of every route starts from an empty folder; a filtered run adds to what is there.
if (opts.routes.length === 0) fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
console.log(
  `Photographing ${routes.length} routes at ${opts.widths.join(", ")} px ` +
    `(${opts.scripting.join(" and ")}), ${opts.jobs} pages at a time…`,
);
const started = Date.now();
try {
  const shots = await shoot({
    origin,
    routes,
    widths: opts.widths,
    scripting: opts.scripting,
    jobs: opts.jobs,
    outDir,
    onPass: ({ width, scripting, shots, ms }) => {
      const wide = shots.filter(isTooWide).length;
      console.log(
        `  ${String(width).padStart(4)} px ${scripting.padEnd(5)} ${shots.length} pages in ${seconds(ms)}, ${wide} too wide`,
      );
    },
  });
  const takenAt = new Date();
  fs.writeFileSync(path.join(outDir, "index.html"), contactSheet(shots, takenAt));
  fs.writeFileSync(
    path.join(outDir, "shots.json"),
    JSON.stringify({ takenAt, origin, options: opts, figures: figures(shots), shots }, null, 2),
  );
  printFigures(shots, Date.now() - started);
} finally {
  server.close();
}
