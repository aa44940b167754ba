import { z } from "zod";
import { pageKeys, pageSchemas, standardPageSchema } from "../collections/pages/schema.ts";
import { collections } from "../registry.ts";

/** One JSON Schema an editor can use: the zod schema it comes from and the content files it describes. */
export interface JsonSchemaTarget {
  name: string;
  title: string;
  schema: z.ZodType;
  /** Globs under the repository root; MDX front matter has no editor mapping, so it lists none. */
  files: string[];
}

/**
 * One schema per collection, from the registry: a list file's schema is a list of its entries. The
 * pages collection gives each screen's page its own, since each has its own fields.
 */
export const jsonSchemaTargets: JsonSchemaTarget[] = collections.flatMap((collection): JsonSchemaTarget[] => {
  if (collection.name === "pages") {
    return [
      ...pageKeys.map((key) => ({
        name: `page-${key}`,
        title: `Front matter of content/pages/${key}.mdx`,
        schema: pageSchemas[key] as z.ZodType,
        files: [],
      })),
      {
        name: "page",
        title: "Front matter of a page in the standard layout (content/pages/<slug>.mdx)",
        schema: standardPageSchema,
        files: [],
      },
    ];
  }
  const { source } = collection;
  return [
    {
      name: collection.name,
      title: collection.description,
      schema: source.holds === "list" ? z.array(collection.schema as z.ZodType) : (collection.schema as z.ZodType),
      files: source.format === "yaml" ? [`content/${source.pattern}`] : [],
    },
  ];
});
