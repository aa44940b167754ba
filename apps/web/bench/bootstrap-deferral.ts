import fs from "node:fs";
import os from "node:os";
import type { AddressInfo } from "node:net";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { chromiumArgs, chromiumPath } from "@site/chromium";
import { deferredImportsWait } from "../postbuild/prerendered-page";
import { createSiteServer } from "../server/static-server";
import { lighthouseReport } from "./lighthouse-run";

export interface LoadFigures {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  ttiMs: number;
}

/**
 * What the prerender step's deferred bootstrap (postbuild/prerendered-page.ts) buys: Lighthouse's mobile
 * run (slow 4G, CPU x4) on `route`, on the build as it is and on a copy where every page loads its
 * JavaScript as React Router itself has it: `<link rel="modulepreload">`s in the head and the
 * modules imported at once. Runs alternate between the two, and the medians are kept.
 */
export async function measureBootstrapDeferral(buildDir: string, route: string, runs: number) {
  const eager = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-eager-"));
  for (const folder of ["client", "deploy"]) {
    fs.cpSync(path.join(buildDir, folder), path.join(eager, folder), { recursive: true, dereference: true });
  }
  loadScriptsEagerly(path.join(eager, "client"));
  const servers = [createSiteServer(path.join(buildDir, "client")), createSiteServer(path.join(eager, "client"))];
  const origins = await Promise.all(
    servers.map(
      (server) =>
        new Promise<string>((resolve) =>
          server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
        ),
    ),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...chromiumArgs, "--headless=new"],
  });
  try {
    const samples: [LoadFigures[], LoadFigures[]] = [[], []];
    for (let run = 0; run < runs; run++) {
      for (const [variant, origin] of origins.entries()) {
        const lhr = await lighthouseReport(origin + route, chrome.port);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples[variant]!.push({
          fcpMs: audit("first-contentful-paint"),
          lcpMs: audit("largest-contentful-paint"),
          tbtMs: audit("total-blocking-time"),
          ttiMs: audit("interactive"),
        });
      }
    }
    return { deferred: medians(samples[0]), eager: medians(samples[1]) };
  } finally {
    chrome.kill();
    servers.forEach((server) => server.close());
    fs.rmSync(eager, { recursive: true, force: true });
  }
}

/** Puts each page's preloads back in its head and takes the wait for the first frame out of its boot module. */
function loadScriptsEagerly(client: string): void {
  for (const file of fs.readdirSync(client, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const page = path.join(client, file);
    const html = fs.readFileSync(page, "utf8");
    const boot = /<script type="module" src="(\/assets\/boot\/[^"]+)">/.exec(html)?.[1];
    if (!boot) continue;
    const bootFile = path.join(client, boot);
    const code = fs.readFileSync(bootFile, "utf8");
    const preloads = JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(code)![1]!) as string[];
    const links = preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("");
    fs.writeFileSync(page, html.replace("</head>", `${links}</head>`));
    fs.writeFileSync(bootFile, code.replace(deferredImportsWait, ""));
    // The servers would send the unchanged compressed copies.
    for (const changed of [page, bootFile])
      for (const suffix of [".br", ".gz"]) fs.rmSync(changed + suffix, { force: true });
  }
}

function medians(samples: LoadFigures[]): LoadFigures {
  const median = (pick: (s: LoadFigures) => number) => {
    const values = samples
      .map(pick)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? Number.NaN;
  };
  return {
    fcpMs: median((s) => s.fcpMs),
    lcpMs: median((s) => s.lcpMs),
    tbtMs: median((s) => s.tbtMs),
    ttiMs: median((s) => s.ttiMs),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.argv[2] ?? "build");
  const figures = await measureBootstrapDeferral(
    buildDir,
    process.argv[3] ?? "/diy-processes/affidavits-declarations",
    Number(process.argv[4] ?? 5),
  );
  console.table(figures);
}
