import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromiumArgs, chromiumPath } from "@site/chromium";
import { chromium } from "@playwright/test";
import { createSiteServer } from "../server/static-server";
import { weighPage, type PageWeight } from "./page-weight";

/**
 * The JavaScript and CSS each page downloads on first load in Chromium, as served by `pnpm start`'s
 * server from `buildDir`, waiting until the page is idle (its deferred and lazy chunks included).
 * Quicker than Lighthouse, so it can weigh the real and the 10x builds side by side.
 */
export async function weighFirstLoads(
  buildDir: string,
  routes: Record<string, string>,
): Promise<Record<string, PageWeight>> {
  const client = path.join(buildDir, "client");
  const server = createSiteServer(client);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const weights: Record<string, PageWeight> = {};
    for (const [name, route] of Object.entries(routes)) {
      const page = await browser.newPage();
      const requests: { url: string; resourceType: string }[] = [];
      page.on("request", (request) => {
        const type = request.resourceType();
        requests.push({
          url: request.url(),
          resourceType:
            type === "script"
              ? "Script"
              : type === "stylesheet"
                ? "Stylesheet"
                : type === "document"
                  ? "Document"
                  : type,
        });
      });
      await page.goto(origin + route, { waitUntil: "networkidle" });
      weights[name] = weighPage(client, origin, requests);
      await page.close();
    }
    return weights;
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.argv[2] ?? "build");
  const weights = await weighFirstLoads(
    buildDir,
    Object.fromEntries(process.argv.slice(3).map((route) => [route, route])),
  );
  for (const [route, weight] of Object.entries(weights)) {
    console.log(
      `${route.padEnd(45)} JS ${(weight.jsGzip / 1024).toFixed(1)} KiB gz  CSS ${(weight.cssGzip / 1024).toFixed(1)} KiB gz`,
    );
  }
}
