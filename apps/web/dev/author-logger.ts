import { createLogger, type Logger } from "vite";

// eslint-disable-next-line no-control-regex -- colour codes are exactly what is being removed
const colours = /\x1b\[[0-9;]*m/g;

/**
 * What `pnpm dev` and `pnpm build` print: only what an author acts on. The dev server's address
 * comes first (on a terminal, the screen is cleared of what came before, as Vite's own CLI does),
 * then only warnings and errors: a content mistake, a build that could not finish. Vite's progress
 * notes (dependencies optimized, modules updated, the network hint, shortcuts) are for developers,
 * who find them with `pnpm --filter @site/web exec react-router dev --logLevel info` and `vite --debug`.
 */
export function authorLogger(): Logger {
  // Vite's documented way to tailor its logger: replace a method, call the original from it.
  const logger = createLogger("info", { allowClearScreen: true });
  const info = logger.info;
  logger.info = (message, options) => {
    const address = /Local:\s+(\S+)/.exec(message.replace(colours, ""))?.[1];
    if (!address) return;
    logger.clearScreen("info");
    info(`\n  The site is at ${address}  (Ctrl+C stops it; saves to content/ show in the open page)\n`, options);
  };
  return logger;
}
