// Plain JavaScript so that any tool can load it, config loaders that do not compile TypeScript included.
import fs from "node:fs";

/**
 * Debian's Chromium (a tool's own browser download does not work on our machines). CHROMIUM_PATH
 * overrides it; without any, tests stop with a message that says what to install.
 * @returns {string}
 */
export function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  const found = candidates.find((candidate) => !!candidate && fs.existsSync(candidate));
  if (!found) throw new Error("No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.");
  return found;
}

/** Flags for running as root in a sandboxed CI, without Chromium's background network chatter. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
