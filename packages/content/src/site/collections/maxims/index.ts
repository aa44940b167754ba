import { defineCollection, slugOfField } from "../../../collection/define.ts";
import { fill } from "../../../collection/scaffold.ts";
import { yamlList } from "../../../collection/sources.ts";
import { maximSchema } from "./schema.ts";

/** `content/maxims.yaml`: the maxims of law, numbered on /maxims in file order. */
export const maxims = defineCollection({
  name: "maxims",
  description: "Maxims of law (content/maxims.yaml), numbered on the page in file order",
  source: yamlList("maxims.yaml"),
  schema: maximSchema,
  idOf: slugOfField("title"),
  labelField: "title",
  shownInFileOrder: true,
  uniqueName: "maxim",
  scaffold: {
    kind: "maxim",
    args: ["title"],
    create: ([title]) => ({
      data: {
        title,
        legalMaxim: fill("Write the maxim in its original wording here."),
        description: fill("Explain here what the maxim means, in plain words."),
        authorities: fill("Name here where the maxim is found (cases, codes or books)."),
      },
      beforePublishing: "the placeholder texts would show on /maxims",
      next: ["Maxims are numbered on /maxims in the order of maxims.yaml: move the new one if it belongs elsewhere."],
    }),
  },
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
