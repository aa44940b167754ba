import fs from "node:fs";
import path from "node:path";
import { chromiumArgs, chromiumPath } from "@site/chromium";
import { chromium, type Page } from "playwright-core";
import type { Scripting, ShotOptions } from "./options";
import { measureOverflow, type Overflow } from "./overflow";
import type { ShotRoute } from "./routes";
import { pageIsHydrated } from "../e2e/hydration";

export interface Shot {
  route: ShotRoute;
  width: number;
  scripting: Scripting;
  /** The picture, relative to the output folder. */
  file: string;
  /** The picture's height in px (the page's full height, at least the window's). */
  height: number;
  overflow: Overflow;
  /** What went wrong on the way (wrong status, an error on the page, no hydration). */
  problems: string[];
}

interface ShootPlan extends Pick<ShotOptions, "widths" | "scripting" | "jobs"> {
  origin: string;
  routes: ShotRoute[];
  outDir: string;
  /** Told after each width × scripting pass, to show progress. */
  onPass?(pass: { width: number; scripting: Scripting; shots: Shot[]; ms: number }): void;
}

/** A window of a typical device at each width: phones are touch devices with a phone's height. */
function windowAt(width: number) {
  const height = width < 360 ? 640 : width < 768 ? 812 : width < 1024 ? 1024 : width < 1400 ? 800 : 900;
  return { viewport: { width, height }, isMobile: width < 768, hasTouch: width < 1024, deviceScaleFactor: 1 };
}

/** Where a route's picture goes: one folder per route, one file per width and scripting. */
export function pictureFile(route: string, width: number, scripting: Scripting): string {
  const folder = route === "/" ? "home" : route.slice(1).replace(/[^a-zA-Z0-9/_-]/g, "_");
  return `${folder}/${width}-${scripting}.png`;
}

/** Every route at every width, with and without JavaScript, in one browser with `jobs` pages at once. */
export async function shoot(plan: ShootPlan): Promise<Shot[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const shots: Shot[] = [];
  try {
    for (const scripting of plan.scripting) {
      for (const width of plan.widths) {
        const started = Date.now();
        const context = await browser.newContext({
          ...windowAt(width),
          javaScriptEnabled: scripting === "js",
          // Fade-ins would be photographed halfway; the page must not depend on them anyway.
          reducedMotion: "reduce",
        });
        // The site is photographed offline: third parties (video host, widgets) show their fallbacks.
        await context.route(
          (url) => url.origin !== plan.origin && url.protocol.startsWith("http"),
          (route) => route.abort("blockedbyclient"),
        );
        const queue = [...plan.routes];
        const pass: Shot[] = [];
        const worker = async () => {
          const page = await context.newPage();
          for (let route = queue.shift(); route; route = queue.shift()) {
            pass.push(await shootOne(page, plan, route, width, scripting));
          }
        };
        await Promise.all(Array.from({ length: Math.min(plan.jobs, plan.routes.length) }, worker));
        await context.close();
        pass.sort((a, b) => plan.routes.indexOf(a.route) - plan.routes.indexOf(b.route));
        shots.push(...pass);
        plan.onPass?.({ width, scripting, shots: pass, ms: Date.now() - started });
      }
    }
  } finally {
    await browser.close();
  }
  return shots;
}

async function shootOne(page: Page, plan: ShootPlan, route: ShotRoute, width: number, scripting: Scripting) {
  const shot: Shot = {
    route,
    width,
    scripting,
    file: pictureFile(route.path, width, scripting),
    height: 0,
    overflow: { viewport: width, page: width, culprits: [] },
    problems: [],
  };
  const onError = (error: Error) => shot.problems.push(`uncaught ${error.name}: ${error.message}`);
  page.on("pageerror", onError);
  try {
    const response = await page.goto(plan.origin + route.path, { waitUntil: "load" });
    const expected = route.notFound ? 404 : 200;
    if (response?.status() !== expected) shot.problems.push(`status ${response?.status()} (expected ${expected})`);
    // As the e2e suite waits for it (islands are never hydrated).
    if (scripting === "js") {
      await page
        .waitForFunction(pageIsHydrated, undefined, { timeout: 15_000 })
        .catch(() => shot.problems.push("did not hydrate within 15 s"));
    }
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    shot.overflow = await page.evaluate(measureOverflow);
    const target = path.join(plan.outDir, shot.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const png = await page.screenshot({ path: target, fullPage: true, animations: "disabled", caret: "hide" });
    // A PNG's height is the big-endian number at byte 20 of its header.
    shot.height = png.readUInt32BE(20);
  } catch (error) {
    shot.problems.push(`could not be photographed: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
  } finally {
    page.off("pageerror", onError);
  }
  return shot;
}
