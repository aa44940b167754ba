/**
 * Vite's error overlay ends with a tip for developers (how to turn the overlay off). Its `part`
 * attributes are its styling hooks: pages in `pnpm dev` show authors the overlay without the tip.
 */
export const authorOverlayCss = "vite-error-overlay::part(tip){display:none}";
