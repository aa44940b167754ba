import { defineCollection } from "../../../collection/define.ts";
import { yamlFile } from "../../../collection/sources.ts";
import { searchSchema } from "./schema.ts";

/** `content/search.yaml`: the synonyms and question words the site search reads visitors' queries with. */
export const search = defineCollection({
  name: "search",
  description: "How the site search reads what visitors type (content/search.yaml): synonyms and question words",
  source: yamlFile("search.yaml"),
  schema: searchSchema,
  body: false,
  summary: ([settings]) => [
    ["synonym groups", settings?.synonyms.length ?? 0],
    ["question words", settings?.questionWords.length ?? 0],
  ],
  sample(write) {
    write.file(
      "search.yaml",
      write.yaml({
        synonyms: [
          ["price", "cost", "fee"],
          ["POA", "power of attorney"],
        ],
        questionWords: ["how", "what", "does"],
      }),
    );
  },
});
