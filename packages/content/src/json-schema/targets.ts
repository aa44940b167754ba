import { z } from "zod";
import { pageKeys, pageSchemas, standardPageSchema } from "../site/collections/pages/schema.ts";
import { collections, type CollectionName } from "../site/registry.ts";

/** One JSON Schema an editor can use: the zod schema it comes from and the content files it describes. */
export interface JsonSchemaTarget {
  name: string;
  collection: CollectionName;
  title: string;
  schema: z.ZodType;
  /** The files it describes, under the content folder (`videos/*.yaml`); the first target that fits a file is its. */
  pattern: string;
  /** Editors map schemas to YAML files; MDX front matter has no such mapping. */
  format: "yaml" | "mdx";
}

/**
 * One schema per collection, from the registry: a list file's schema is a list of its entries. The
 * pages collection gives each screen's page its own, since each has its own fields.
 */
export const jsonSchemaTargets: JsonSchemaTarget[] = collections.flatMap((collection): JsonSchemaTarget[] => {
  const { source } = collection;
  if (collection.name === "pages") {
    return [
      ...pageKeys.map((key) => ({
        name: `page-${key}`,
        collection: collection.name,
        title: `Front matter of content/pages/${key}.mdx`,
        schema: pageSchemas[key] as z.ZodType,
        pattern: `pages/${key}.mdx`,
        format: source.format,
      })),
      {
        name: "page",
        collection: collection.name,
        title: "Front matter of a page in the standard layout (content/pages/<slug>.mdx)",
        schema: standardPageSchema,
        pattern: source.pattern,
        format: source.format,
      },
    ];
  }
  return [
    {
      name: collection.name,
      collection: collection.name,
      title: collection.description,
      schema: source.holds === "list" ? z.array(collection.schema as z.ZodType) : (collection.schema as z.ZodType),
      pattern: source.pattern,
      format: source.format,
    },
  ];
});

/** The target a content file belongs to (`videos/banking.yaml` → videos), by the targets' patterns. */
export function jsonSchemaTargetOf(relative: string): JsonSchemaTarget | undefined {
  return jsonSchemaTargets.find((target) => matchesPattern(relative, target.pattern));
}

/** Whether a file fits a source pattern (`videos/*.yaml`), where `*` is one name or part of one. */
export function matchesPattern(relative: string, pattern: string): boolean {
  return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}$`).test(relative);
}
