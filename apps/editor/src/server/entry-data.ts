import { isDeepStrictEqual } from "node:util";
import { mergeTaggedUnion, type JsonSchemaNode } from "../config/decap-fields.ts";

export type Data = Record<string, unknown>;
export const isObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value an optional field holds when the author left it empty. */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (isObject(value) && Object.keys(value).length === 0);

function objectSchema(schema: JsonSchemaNode): JsonSchemaNode {
  const value = schema.anyOf?.find((v) => v.type !== "null" && v.const !== "") ?? schema;
  return value.oneOf ? mergeTaggedUnion(value.oneOf) : value;
}

/** A map of free-form keys, which no form edits: the file's value is kept. */
const isFreeForm = (schema: JsonSchemaNode) =>
  schema.type === "object" && Object.keys(schema.properties ?? {}).length === 0;

/**
 * An entry as the form sent it, made into what the file should hold: an optional field left empty,
 * or set to its default (a draft switched off), is left out as an author would leave it out, unless
 * the file already said so; maps no form can edit keep the file's value. Keys follow the schema's order.
 */
export function entryDataOf(sent: unknown, before: unknown, raw: JsonSchemaNode): unknown {
  const schema = objectSchema(raw);
  if (schema.properties && isObject(sent)) {
    const old = isObject(before) ? before : {};
    const result: Data = {};
    for (const [key, property] of Object.entries(schema.properties)) {
      if (isFreeForm(objectSchema(property))) {
        if (key in old) result[key] = old[key];
        continue;
      }
      const value = entryDataOf(sent[key], old[key], property);
      const required = schema.required?.includes(key) ?? false;
      const unset = isBlank(value) || (property.default !== undefined && isDeepStrictEqual(value, property.default));
      if (!required && unset && !(key in old && isDeepStrictEqual(old[key], value))) continue;
      if (value !== undefined) result[key] = value;
    }
    // Keys the schema does not know stay as written: the check names them, the editor does not drop them.
    for (const key of Object.keys(old)) if (!(key in schema.properties)) result[key] = old[key];
    return result;
  }
  if (Array.isArray(sent) && schema.items) {
    const old = Array.isArray(before) ? before : [];
    return sent.map((item, i) => entryDataOf(item, old[i], schema.items!));
  }
  return sent;
}
