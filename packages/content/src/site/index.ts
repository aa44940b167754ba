import type { ContentSite } from "../collection/content-site.ts";
import { defaultContentRoot } from "./content-root.ts";
import { updateEditorFiles } from "./editor-schemas.ts";
import { collections } from "./registry.ts";
import { siteBuildOutput } from "./site-files.ts";

/** This site, as the engine's tools are given it: the registry, its build's files, its content folder. */
export const site: ContentSite = {
  collections,
  buildOutput: siteBuildOutput,
  contentRoot: defaultContentRoot,
  updateEditorFiles,
};
