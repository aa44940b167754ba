import { defineCollection, rawText } from "../../../collection/define.ts";
import { yamlList } from "../../../collection/sources.ts";
import { slugify } from "../../../slug.ts";
import { documentCategorySchema } from "./schema.ts";

/** `content/documents.yaml`: downloadable documents and templates, by category. */
export const documents = defineCollection({
  name: "documents",
  description: "Downloadable documents and templates (content/documents.yaml), by category",
  source: yamlList("documents.yaml"),
  schema: documentCategorySchema,
  idOf: (data) => rawText(data, "id"),
  // Processes list their templates by document, not by category.
  referenceIds: (data) => {
    const entries = (data as { documents?: unknown } | null)?.documents;
    return Array.isArray(entries)
      ? entries.flatMap((entry) => {
          const name = rawText(entry, "name");
          return name === undefined ? [] : [slugify(name)];
        })
      : [];
  },
  labelField: "title",
  shownInFileOrder: true,
  uniqueName: "category id",
  finish(categories, ctx) {
    const seen = new Map<string, string>();
    categories.forEach((category) =>
      category.documents.forEach((document, i) => {
        const first = seen.get(document.id);
        if (first) {
          ctx.error(
            category,
            ["documents", i, "name"],
            `two documents are named "${document.name}" (the other is in ${first}): processes list templates by name, so names must differ`,
          );
        }
        seen.set(document.id, `category "${category.id}"`);
      }),
    );
    return categories;
  },
  summary: (categories) => [
    ["document categories", categories.length],
    ["documents", categories.reduce((n, c) => n + c.documents.length, 0)],
  ],
  sample(write, scale) {
    write.file("downloads/sample.pdf", "%PDF-1.4\n%synthetic\n");
    write.file(
      "documents.yaml",
      write.yaml(
        Array.from({ length: 5 * scale }, (_, c) => ({
          id: `category-${c + 1}`,
          title: `Documents ${c + 1}`,
          description: write.sentence(10),
          documents: Array.from({ length: 3 + (c % 2) }, (_, d) => ({
            name: `Document ${c + 1}.${d + 1}`,
            type: "PDF Template",
            description: write.sentence(12),
            ...(d === 0 ? { file: "sample.pdf" } : {}),
          })),
        })),
      ),
    );
  },
});
