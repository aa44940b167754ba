import { jsonSchemaOf, jsonSchemaTargets, type JsonSchemaTarget } from "@site/content/editing";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  decapConfig,
  entryFieldsOf,
  entrySchemaOf,
  folderFieldOf,
  positionFieldOf,
} from "../src/config/decap-config.ts";
import { mergeTaggedUnion, type DecapField, type JsonSchemaNode } from "../src/config/decap-fields.ts";

const config = decapConfig();

/** Every entry form of the editor, by the file Decap knows it as, with the schema it must follow. */
const forms = jsonSchemaTargets.map((target) => {
  for (const collection of config.collections) {
    if ("folder" in collection && collection.folder === target.name) return { target, fields: collection.fields };
    const file = "files" in collection ? collection.files.find((f) => f.file.startsWith(`${target.name}.`)) : undefined;
    if (file) return { target, fields: file.fields };
  }
  return { target, fields: undefined };
});

/** Compares one object schema with the fields that edit it, property by property, all the way down. */
function expectFieldsFollow(
  schema: JsonSchemaNode,
  fields: readonly DecapField[],
  where: string,
  /** Fields the editor adds to a form, which no file holds: a step's process, an item's position. */
  editorOnly: readonly (string | undefined)[] = [],
): void {
  const object = schema.oneOf ? mergeTaggedUnion(schema.oneOf) : schema;
  for (const [name, raw] of Object.entries(object.properties ?? {})) {
    const property = raw.anyOf?.find((v) => v.type !== "null" && v.const !== "") ?? raw;
    const field = fields.find((f) => f.name === name);
    const isFreeForm = property.type === "object" && Object.keys(property.properties ?? {}).length === 0;
    if (isFreeForm) continue;
    expect(field, `${where}.${name} has a field`).toBeDefined();
    expect(field!.required, `${where}.${name} required`).toBe(object.required?.includes(name) ?? false);
    if (raw.description ?? property.description)
      expect(field!.hint, `${where}.${name} help`).toContain(raw.description ?? property.description);
    if (property.enum) expect(field!.options?.map((o) => o.value)).toEqual(property.enum);
    if (property.default !== undefined) expect(field!.default).toEqual(property.default);
    if (property.type === "array") {
      expect(field!.widget, `${where}.${name} is a list`).toBe("list");
      if (property.maxItems !== undefined) expect(field!.max).toBe(property.maxItems);
      const item = property.items!;
      if (item.type === "object" || item.oneOf) expectFieldsFollow(item, field!.fields!, `${where}.${name}[]`);
      else expect(field!.field, `${where}.${name}[] has an item field`).toBeDefined();
    }
    if (property.type === "object") expectFieldsFollow(property, field!.fields!, `${where}.${name}`);
  }
  const known = new Set(Object.keys(object.properties ?? {}));
  for (const field of fields)
    if (field.name !== "body" && !editorOnly.includes(field.name))
      expect(known, `${where} has no field ${field.name}`).toContain(field.name);
}

describe("the editor's configuration", () => {
  it("has a form for every schema of the registry, each field following its schema", () => {
    for (const { target, fields } of forms) {
      expect(fields, `a form for ${target.name}`).toBeDefined();
      expectFieldsFollow(entrySchemaOf(target), fields!, target.name, [
        folderFieldOf(target)?.name,
        positionFieldOf(target)?.name,
      ]);
    }
  });

  it("shows a field added to a collection's schema, with its help, and nothing else to edit", () => {
    const dictionary = jsonSchemaTargets.find((t) => t.name === "dictionary")!;
    const term = (dictionary.schema as z.ZodArray<z.ZodObject>).element;
    const extended: JsonSchemaTarget = {
      ...dictionary,
      schema: z.array(
        term.extend({
          pronunciation: z.string().meta({ description: "How the term is said.", examples: ["HAY-bee-us"] }),
          register: z.enum(["formal", "informal"]).optional().meta({ description: "Where the term is used." }),
        }),
      ),
    };
    const fields = entryFieldsOf(extended);
    expect(fields.find((f) => f.name === "pronunciation")).toMatchObject({
      label: "Pronunciation",
      widget: "string",
      required: true,
      hint: "How the term is said. Example: HAY-bee-us",
    });
    expect(fields.find((f) => f.name === "register")).toMatchObject({
      widget: "select",
      required: false,
      options: [
        { label: "formal", value: "formal" },
        { label: "informal", value: "informal" },
      ],
    });
    expectFieldsFollow(jsonSchemaOf(extended).items as JsonSchemaNode, fields, "extended dictionary");
  });

  it("edits Markdown as text, images from content/media and downloads from content/downloads", () => {
    const fieldsOf = (name: string) => forms.find((f) => f.target.name === name)!.fields!;
    expect(fieldsOf("faq").find((f) => f.name === "answer")!.widget).toBe("text");
    expect(fieldsOf("page").find((f) => f.name === "image")!.widget).toBe("image");
    const documents = fieldsOf("documents").find((f) => f.name === "documents")!.fields!;
    expect(documents.find((f) => f.widget === "file")).toMatchObject({ media_folder: "/downloads", public_folder: "" });
  });

  it("lists every entry of a list file one by one, so an author finds one by its name", () => {
    const dictionary = config.collections.find((c) => c.name === "dictionary");
    expect(dictionary).toMatchObject({ folder: "dictionary", identifier_field: "term", summary: "{{term}}" });
  });
});
