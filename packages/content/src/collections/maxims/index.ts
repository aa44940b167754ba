import { defineCollection, slugOfField } from "../../collection/define.ts";
import { yamlList } from "../../collection/sources.ts";
import { maximSchema } from "./schema.ts";

/** `content/maxims.yaml`: the maxims of law, numbered on /maxims in file order. */
export const maxims = defineCollection({
  name: "maxims",
  description: "Maxims of law (content/maxims.yaml), numbered on the page in file order",
  source: yamlList("maxims.yaml"),
  schema: maximSchema,
  body: false,
  idOf: slugOfField("title"),
  labelField: "title",
  uniqueName: "maxim",
  summary: (items) => [["maxims", items.length]],
  sample(write, scale) {
    write.file(
      "maxims.yaml",
      write.yaml(
        Array.from({ length: 10 * scale }, (_, i) => ({
          title: `Maxim ${i + 1}`,
          legalMaxim: write.sentence(5),
          description: write.paragraph(2),
          authorities: "Synthetic",
        })),
      ),
    );
  },
});
