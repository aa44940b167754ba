/**
 * What the browser editor (`apps/editor`) builds on: the JSON Schemas of the registry's collections,
 * the entries as they are written, and the authoring writers the `content` CLI uses, so an edit made in
 * the browser is written by the same code as one made on the command line.
 */
export { jsonSchemaTargets, jsonSchemaTargetOf, type JsonSchemaTarget } from "./json-schema/targets.ts";
export { jsonSchemaOf } from "./json-schema/generate.ts";
export { contentFolderKeyword, maxFieldItems } from "./schema/index.ts";
export { writtenEntries, type WrittenEntry } from "./authoring/content-entries.ts";
export { appendToYamlList, endOfItem, renderYaml, yamlWriteOptions } from "./authoring/yaml-list.ts";
export { formatContentText } from "./authoring/format.ts";
export { entryFile, planNewEntry } from "./authoring/new-entry.ts";
export { planRename, applyRename, type RenamePlan } from "./authoring/rename.ts";
export { planReviewed } from "./authoring/stamp-reviewed.ts";
export { today } from "./editorial/fields.ts";
export { placeholdersInData } from "./editorial/placeholders.ts";
