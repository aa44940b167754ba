import { contentFolderKeyword } from "@site/content/editing";
import { reviewedWidget } from "./widget-names.ts";

/** A JSON Schema node as `z.toJSONSchema` writes the registry's schemas. */
export interface JsonSchemaNode {
  type?: string | string[];
  description?: string;
  examples?: unknown[];
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  maxItems?: number;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  contentMediaType?: string;
  format?: string;
  [contentFolderKeyword]?: string;
}

/** A field of Decap's configuration (the subset this site's schemas need). */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required: boolean;
  hint?: string;
  default?: unknown;
  options?: { label: string; value: unknown }[];
  value_type?: "int" | "float";
  fields?: DecapField[];
  field?: DecapField;
  max?: number;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  /** A relation: the collection whose entries are offered, and what is stored and shown of them. */
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  /** Ours, for the site's custom widgets: Markdown text, a file in a content folder. */
  hint_markdown?: boolean;
}

/** "supportingSources" → "Supporting sources". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A schema that allows `null` or an empty string besides its value: the value's own schema. */
function withoutEmpty(node: JsonSchemaNode): JsonSchemaNode {
  const variants = node.anyOf?.filter((v) => v.type !== "null" && v.const !== "");
  if (!variants || variants.length !== 1) return node;
  return { ...variants[0], ...(node.description ? { description: node.description } : {}) };
}

/**
 * One schema of a union tagged by a constant field (a step is a lesson, a placeholder, a link or a
 * video): the fields of every variant, the tag a choice of its constants, required where all require it.
 */
export function mergeTaggedUnion(variants: readonly JsonSchemaNode[]): JsonSchemaNode {
  const properties: Record<string, JsonSchemaNode> = {};
  for (const variant of variants) {
    for (const [key, property] of Object.entries(variant.properties ?? {})) {
      if (property.const !== undefined) {
        const known = properties[key]?.enum ?? [];
        properties[key] = { ...property, const: undefined, type: "string", enum: [...known, property.const] };
      } else properties[key] ??= property;
    }
  }
  const required = Object.keys(properties).filter((key) => variants.every((v) => v.required?.includes(key)));
  return { type: "object", properties, required };
}

/** An object schema's fields; properties no widget can edit (free-form maps) are left out. */
export function fieldsOf(node: JsonSchemaNode): DecapField[] {
  const object = node.oneOf ? mergeTaggedUnion(node.oneOf) : node;
  return Object.entries(object.properties ?? {}).flatMap(([name, property]) => {
    const field = fieldOf(name, property, object.required?.includes(name) ?? false);
    return field ? [field] : [];
  });
}

function hintOf(node: JsonSchemaNode): string | undefined {
  const example = node.examples?.find((value) => typeof value === "string");
  const parts = [node.description, example !== undefined ? `Example: ${example}` : undefined];
  return parts.filter(Boolean).join(" ") || undefined;
}

/** The field that edits one property, or undefined when no widget can (a map of free-form keys). */
function fieldOf(name: string, raw: JsonSchemaNode, required: boolean): DecapField | undefined {
  const node = withoutEmpty(raw);
  const base = {
    name,
    label: labelOf(name),
    required,
    ...(hintOf(node) ? { hint: hintOf(node) } : {}),
    ...(node.default !== undefined ? { default: node.default } : {}),
  };
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== "null") : node.type;
  if (node.enum) {
    return { ...base, widget: "select", options: node.enum.map((value) => ({ label: String(value), value })) };
  }
  const folder = node[contentFolderKeyword];
  if (folder === "media") return { ...base, widget: "image", choose_url: false };
  if (folder) {
    // A download is written as its file name, so the folder's public path is empty.
    return { ...base, widget: "file", media_folder: `/${folder}`, public_folder: "", choose_url: false };
  }
  switch (type) {
    case "string":
      if (node.format === "date") return { ...base, widget: reviewedWidget };
      return { ...base, widget: node.contentMediaType === "text/markdown" ? "text" : "string" };
    case "boolean":
      return { ...base, widget: "boolean" };
    case "integer":
    case "number":
      return { ...base, widget: "number", value_type: type === "integer" ? "int" : "float" };
    case "array": {
      const item = node.items ?? {};
      const max = node.maxItems !== undefined ? { max: node.maxItems } : {};
      if (item.type === "object" || item.oneOf) return { ...base, widget: "list", fields: fieldsOf(item), ...max };
      const field = fieldOf(name, item, true);
      return field ? { ...base, widget: "list", field: { ...field, label: labelOf(name) }, ...max } : undefined;
    }
    case "object":
      if (!node.properties || Object.keys(node.properties).length === 0) return undefined;
      return { ...base, widget: "object", fields: fieldsOf(node) };
    default:
      return node.oneOf ? { ...base, widget: "object", fields: fieldsOf(node) } : undefined;
  }
}
