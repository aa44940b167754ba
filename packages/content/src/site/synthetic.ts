import { writeSyntheticContent, type SyntheticOptions } from "../synthetic/generate.ts";
import { siteContentRoot } from "./content-root.ts";
import { collections } from "./registry.ts";

/**
 * A large, valid content folder of this site's collections, for benchmarks and scale tests. Scale 1
 * is about the real catalogue's size; scale 10 gives ~900 terms, 70 processes, 340 video categories.
 */
export const generateSyntheticContent = (outDir: string, options?: SyntheticOptions) =>
  writeSyntheticContent(collections, siteContentRoot, outDir, options);
