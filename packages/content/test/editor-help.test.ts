import { Ajv2020 } from "ajv/dist/2020.js";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { jsonSchemaOf } from "../src/json-schema/generate.ts";
import type { JsonSchemaTarget } from "../src/json-schema/targets.ts";
import { jsonSchemaTargets } from "../src/site/editor-schemas.ts";
import { text } from "../src/schema/index.ts";
import { schemaFields } from "./support/schema-fields.ts";

// The schemas as the registry gives them now, not the committed files, which may be stale.
const fieldsOf = (target: JsonSchemaTarget) =>
  schemaFields(jsonSchemaOf(target)).map((field) => ({ ...field, path: `${target.name}: ${field.path}` }));
const allFields = () => jsonSchemaTargets.flatMap(fieldsOf);

describe("Editor help (the JSON Schemas' descriptions and examples)", () => {
  it("describes every field an author writes, in every collection and page", () => {
    const fields = allFields();
    expect(fields.length).toBeGreaterThan(200);
    expect(fields.filter((field) => !field.description).map((field) => field.path)).toEqual([]);
  });

  it("gives an example of every field an author writes", () => {
    expect(
      allFields()
        .filter((field) => !field.example)
        .map((field) => field.path),
    ).toEqual([]);
  });

  it("gives only examples an editor would accept for their field, so none is partial or out of date", () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
    const invalid = jsonSchemaTargets.flatMap((target) =>
      schemaFields(jsonSchemaOf(target)).flatMap(({ path, schema }) => {
        const validate = ajv.compile(schema);
        return (Array.isArray(schema.examples) ? schema.examples : [])
          .filter((example) => !validate(example))
          .map((example) => `${target.name}: ${path} = ${JSON.stringify(example)}: ${ajv.errorsText(validate.errors)}`);
      }),
    );
    expect(invalid).toEqual([]);
  });

  it("names a field without help wherever it sits: in a list, in one shape of a union, in an object", () => {
    const described = (schema: z.ZodType) => schema.meta({ description: "Described.", examples: ["x"] });
    const target: JsonSchemaTarget = {
      name: "made-up",
      collection: "faq",
      title: "A made-up collection",
      pattern: "made-up.yaml",
      format: "yaml",
      schema: z.array(
        z.discriminatedUnion("kind", [
          z.strictObject({ kind: described(z.literal("x")), title: text() }),
          z.strictObject({
            kind: described(z.literal("y")),
            parts: described(
              z.array(z.strictObject({ note: described(text()), caption: text().meta({ description: "A caption." }) })),
            ),
          }),
        ]),
      ),
    };
    const fields = fieldsOf(target);
    expect(fields.filter((field) => !field.description).map((field) => field.path)).toEqual(["made-up: []<0>.title"]);
    expect(fields.filter((field) => !field.example).map((field) => field.path)).toEqual([
      "made-up: []<0>.title",
      "made-up: []<1>.parts[].caption",
    ]);
  });
});
