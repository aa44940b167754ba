/**
 * How content is read. `preview` (`pnpm dev`, `content check`) shows drafts, flagged, and lets what
 * is not ready to publish through with a warning; `publish` (`pnpm build`) leaves drafts out of
 * everything and refuses what is not ready (placeholders, an address that would disappear).
 */
export type ContentMode = "preview" | "publish";

/** The mode of this process: a build publishes (Vite sets NODE_ENV to production for `vite build`). */
export function processMode(): ContentMode {
  return process.env.NODE_ENV === "production" ? "publish" : "preview";
}

/** What is not ready to publish: an error when publishing, a warning while previewing. */
export const notReadySeverity = (mode: ContentMode) => (mode === "publish" ? "error" : "warning");
