import type { BuildOutput, SiteFiles, WithPages } from "../editorial/build-output.ts";

/**
 * A site as the engine's tools (the `content` CLI and the authoring writers the editor shares) are
 * given it, as the graph is given its collections: the engine never imports a site. This one's is
 * `src/site/index.ts`.
 */
export interface ContentSite {
  /** Its collections, in the order of its routes (its registry). */
  collections: readonly WithPages[];
  /** What its build writes for some content: no page or former address may take its place. */
  buildOutput: (files: SiteFiles) => BuildOutput;
  /** Its content folder, where a command works unless told another. */
  contentRoot: () => string;
  /** Brings the files that give text editors its schemas up to date; returns those it changed. */
  updateEditorFiles: () => Promise<string[]>;
}

/** The names at the top of a site that no page can have, whatever its content (`pagefind`, `404`). */
export const namesReservedBy = (site: ContentSite) =>
  site.buildOutput({ collections: site.collections, routes: [], entryPagePaths: [], extraAddresses: new Map() })
    .reservedNames;
