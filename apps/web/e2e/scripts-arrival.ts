import type { Page } from "@playwright/test";

/** The site's scripts: the pages' boot modules and everything they import. */
const isSiteScript = (url: URL) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js");

/** Every script of the site fails to load, as on a broken deploy or a filtering proxy. */
export async function blockScripts(page: Page): Promise<void> {
  await page.route(isSiteScript, (route) => route.abort("blockedbyclient"));
}

/** Holds back every script of the site, as on a slow connection, until the test lets them through. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isSiteScript, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** Runs the page's CSS animations (and their delays) a hundred times faster: 15 s pass in 0.15 s. */
export async function fastForwardAnimations(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 100 });
}
