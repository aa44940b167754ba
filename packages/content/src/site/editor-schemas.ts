import { staleEditorFiles, writeEditorFiles, type EditorFiles } from "../json-schema/generate.ts";
import { jsonSchemaTargetsOf, matchesPattern, type JsonSchemaTarget as AnyTarget } from "../json-schema/targets.ts";
import { siteContentRoot } from "./content-root.ts";
import { collections, type CollectionName } from "./registry.ts";

/** A schema of one of this site's collections. */
export type JsonSchemaTarget = AnyTarget<CollectionName>;

/** The JSON Schemas of this site's collections, for text editors and the browser editor. */
export const jsonSchemaTargets = jsonSchemaTargetsOf(collections);

/** The schema a file of this site's content belongs to (`videos/banking.yaml` → videos): the first whose pattern fits. */
export const jsonSchemaTargetOf = (relative: string): JsonSchemaTarget | undefined =>
  jsonSchemaTargets.find((target) => matchesPattern(relative, target.pattern));

const editorFiles: EditorFiles = { targets: jsonSchemaTargets, contentRoot: siteContentRoot };

/** Brings the schema files and the editor's mapping up to date; returns those it changed. */
export const updateEditorFiles = () => writeEditorFiles(editorFiles);

/** The editor files that do not follow the registry and its zod schemas. */
export const outdatedEditorFiles = () => staleEditorFiles(editorFiles);
