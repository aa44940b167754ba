import {
  ContentGraph as EngineGraph,
  type ContentSnapshot as EngineSnapshot,
  type GraphOptions as EngineOptions,
  type GraphResult as EngineResult,
} from "../graph/content-graph.ts";
import { collections } from "./registry.ts";
import { siteBuildOutput } from "./site-files.ts";

/** Everything this site is built from, validated and cross-checked, typed by its collections. */
export type ContentSnapshot = EngineSnapshot<typeof collections>;
export type GraphResult = EngineResult<typeof collections>;
export type GraphOptions = Omit<EngineOptions, "collections" | "buildOutput">;

/** The engine's content graph over this site's registry: the engine is given the collections it checks and what the build writes. */
export class ContentGraph extends EngineGraph<typeof collections> {
  constructor(root: string, options: GraphOptions = {}) {
    super(root, { ...options, collections, buildOutput: siteBuildOutput });
  }
}
