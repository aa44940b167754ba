/**
 * What the browser editor (`apps/editor`) builds on: the JSON Schemas of the registry's collections,
 * the entries as they are written, and the authoring writers the `content` CLI uses, so an edit made in
 * the browser is written by the same code as one made on the command line.
 */
import { writtenEntries as entriesWritten } from "./authoring/content-entries.ts";
import { planNewEntry as newEntryPlan } from "./authoring/new-entry.ts";
import { planRename as renamePlan } from "./authoring/rename.ts";
import { planReviewed as reviewedPlan } from "./authoring/stamp-reviewed.ts";
import type { ContentSite } from "./collection/content-site.ts";
import { site } from "./site/index.ts";

export { jsonSchemaTargets, jsonSchemaTargetOf, type JsonSchemaTarget } from "./site/editor-schemas.ts";
export { jsonSchemaOf } from "./json-schema/generate.ts";
export { contentFolderKeyword, maxFieldItems } from "./schema/index.ts";
export type { WrittenEntry } from "./authoring/content-entries.ts";
export { appendToYamlList, endOfItem, renderYaml, yamlWriteOptions } from "./authoring/yaml-list.ts";
export { formatContentText } from "./authoring/format.ts";
export { entryFile } from "./authoring/new-entry.ts";
export { applyRename, type RenamePlan } from "./authoring/rename.ts";
export { placeholdersInData } from "./editorial/placeholders.ts";

// The CLI's writers, over this site: the editor writes what `pnpm content` would.
const onSite =
  <A extends unknown[], R>(tool: (site: ContentSite, ...args: A) => R) =>
  (...args: A): R =>
    tool(site, ...args);
export const writtenEntries = onSite(entriesWritten);
export const planNewEntry = onSite(newEntryPlan);
export const planRename = onSite(renamePlan);
export const planReviewed = onSite(reviewedPlan);
