import type { SiteConfig } from "@site/content";

const origin = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy of the whole site: its own origin plus exactly the third-party hosts
 * of the integrations site.yaml switches on (an empty id leaves its host out: an allowed host that
 * serves arbitrary scripts, like a package CDN, is a way around any policy).
 * Pages carry no inline scripts (postbuild moves React Router's into files), so `script-src` has
 * no inline exception and no hashes: nothing content manages to put into a page can run.
 * Styles keep 'unsafe-inline': React writes style attributes (animation delays, widget sizes), and
 * styles cannot run code.
 * 'wasm-unsafe-eval' lets the site search compile its WebAssembly (Pagefind, served from the site
 * itself); unlike 'unsafe-eval' it allows no JavaScript from strings. The index it fetches is
 * covered by connect-src 'self', its worker by worker-src 'self'.
 */
export function siteCsp(site: SiteConfig): string {
  const { videoHost, assistant, scheduler, payment } = site.integrations;
  const assistantOn = assistant.agentId !== null;
  const schedulerOn = scheduler.calLink !== null;
  const players = videoHost.playerHosts.map((host) => `https://${host}`);
  const schedulerSite = schedulerOn ? [origin(scheduler.origin)] : [];
  const paymentSite = payment.merchantId !== null ? [origin(payment.widgetUrl)] : [];
  const scripts = [
    ...(assistantOn ? [origin(assistant.scriptUrl)] : []),
    ...(schedulerOn ? [origin(scheduler.scriptUrl)] : []),
  ];
  const frames = [...players, ...schedulerSite, ...paymentSite];
  const connects = [...scripts, ...schedulerSite, ...paymentSite, ...(assistantOn ? assistant.connectSources : [])];
  // The payment frame's and the players' addresses are also requested directly, to tell a blocked
  // frame from a loaded one (the browser's error page in a frame fires `load` too).
  const probes = [...players, ...paymentSite];
  return serialize({
    "default-src": ["'self'"],
    "script-src": ["'self'", "'wasm-unsafe-eval'", ...scripts],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...scripts],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...connects, ...probes],
    "media-src": ["'self'", "blob:", ...connects],
    "frame-src": frames,
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  });
}

/**
 * The policy of the deployed editor (/admin) only: Decap CMS talks to GitHub's API, shows the
 * repository's images (from GitHub and as blobs), writes its styles at run time and compiles code
 * from strings (its bundled libraries call eval), so its script-src has 'unsafe-eval' that no page
 * of the site gets. Sign-in opens the sign-in service in a window of its own, which no policy of
 * this page governs. It is sent for /admin/ alone (deploy/nginx.conf, `pnpm start`).
 */
export function adminCsp(): string {
  return serialize({
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      "https://avatars.githubusercontent.com",
      "https://raw.githubusercontent.com",
    ],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", "https://api.github.com"],
    "frame-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  });
}

/** The hosts the CSP lets in from outside the site, for tests and documentation. */
export function thirdPartyHosts(site: SiteConfig): string[] {
  const hosts = [...siteCsp(site).matchAll(/https:\/\/([^\s;/]+)/g)].map((match) => match[1]!);
  return unique(hosts).sort();
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...unique(values)].join(" "))
    .join("; ");
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
