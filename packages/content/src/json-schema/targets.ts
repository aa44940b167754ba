import { z } from "zod";
import type { CollectionDefinition, EditorSchema } from "../collection/define.ts";
import type { Source } from "../collection/sources.ts";

/**
 * One JSON Schema an editor can use, for the content files of its pattern (`videos/*.yaml`; the first
 * target that fits a file is its), and the collection they belong to.
 */
export type JsonSchemaTarget<Collection extends string = string> = EditorSchema & {
  collection: Collection;
  /** Editors map schemas to YAML files; MDX front matter has no such mapping. */
  format: Source["format"];
};

type Described = Pick<CollectionDefinition, "name" | "description" | "source" | "schema" | "editorSchemas">;

/**
 * One schema per collection: a list file's schema is a list of its entries. A collection that
 * declares its own (the pages, one per screen's page) gives those instead.
 */
export function jsonSchemaTargetsOf<C extends Described>(collections: readonly C[]): JsonSchemaTarget<C["name"]>[] {
  return collections.flatMap((collection) => {
    const { source } = collection;
    const schemas = collection.editorSchemas ?? [
      {
        name: collection.name,
        title: collection.description,
        schema: source.holds === "list" ? z.array(collection.schema) : collection.schema,
        pattern: source.pattern,
      },
    ];
    return schemas.map((schema) => ({ ...schema, collection: collection.name, format: source.format }));
  });
}

/** Whether a file fits a source pattern (`videos/*.yaml`), where `*` is one name or part of one. */
export function matchesPattern(relative: string, pattern: string): boolean {
  return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}$`).test(relative);
}
