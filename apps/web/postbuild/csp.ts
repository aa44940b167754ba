import { createHash } from "node:crypto";
import type { SiteConfig } from "@site/content";

const origin = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy of the whole site: its own origin plus exactly the third-party hosts
 * that site.yaml configures (video player, scheduler, payment frame, voice assistant).
 * Inline scripts are allowed here only so that each page's own policy (a meta tag listing the hashes
 * of that page's inline scripts) decides; browsers enforce both policies.
 */
export function siteCsp(site: SiteConfig): string {
  const { videoHost, assistant, scheduler, payment } = site.integrations;
  const scripts = [origin(assistant.scriptUrl), origin(scheduler.scriptUrl)];
  const frames = [
    ...videoHost.playerHosts.map((host) => `https://${host}`),
    origin(scheduler.origin),
    origin(payment.widgetUrl),
  ];
  // The payment frame's address is also requested directly, to tell a blocked widget from a loaded one.
  const connects = [...scripts, origin(scheduler.origin), origin(payment.widgetUrl), ...assistant.connectSources];
  return serialize({
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...scripts],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...scripts],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...connects],
    "media-src": ["'self'", "blob:", ...connects],
    "frame-src": frames,
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  });
}

/** A page's own policy: only its own inline scripts (by hash), the site's scripts and the configured hosts. */
export function pageScriptCsp(site: SiteConfig, inlineScripts: readonly string[]): string {
  const { assistant, scheduler } = site.integrations;
  const hashes = inlineScripts.map(
    (script) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`,
  );
  return serialize({
    "script-src": ["'self'", ...unique(hashes), origin(assistant.scriptUrl), origin(scheduler.scriptUrl)],
  });
}

/** The hosts the CSP lets in from outside the site, for tests and documentation. */
export function thirdPartyHosts(site: SiteConfig): string[] {
  const { videoHost, assistant, scheduler, payment } = site.integrations;
  return unique([
    ...videoHost.playerHosts,
    ...[assistant.scriptUrl, scheduler.scriptUrl, scheduler.origin, payment.widgetUrl, ...assistant.connectSources].map(
      (url) => new URL(url).host,
    ),
  ]).sort();
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...unique(values)].join(" "))
    .join("; ");
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
