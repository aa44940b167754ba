/** A JSON Schema node, as z.toJSONSchema writes it. */
export type Node = Record<string, unknown>;

/** A field an author writes, named by where it sits in the file, with the help an editor shows for it. */
export interface SchemaField {
  /** `[].steps[].title`: `[]` an item of a list, `<1>` the second shape a value may take (a step's kind). */
  path: string;
  description: boolean;
  example: boolean;
  /** The field's own JSON Schema, which its examples should satisfy. */
  schema: Node;
}

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Every property of every object in a JSON Schema, nested in lists, in the shapes a union allows and
 * in its definitions. A property's help may sit on the property or, for a value of several shapes, on
 * the union that holds them.
 */
export function schemaFields(schema: Node): SchemaField[] {
  const fields: SchemaField[] = [];
  const visit = (node: Node, path: string) => {
    for (const [name, property] of Object.entries(isNode(node.properties) ? node.properties : {})) {
      if (!isNode(property)) continue;
      const fieldPath = path ? `${path}.${name}` : name;
      fields.push({
        path: fieldPath,
        description: typeof property.description === "string" && property.description.trim() !== "",
        example: Array.isArray(property.examples) && property.examples.length > 0,
        schema: property,
      });
      visit(property, fieldPath);
    }
    if (isNode(node.items)) visit(node.items, `${path}[]`);
    if (isNode(node.additionalProperties)) visit(node.additionalProperties, `${path}.*`);
    for (const key of ["anyOf", "oneOf", "allOf"] as const) {
      const shapes = Array.isArray(node[key]) ? (node[key] as unknown[]).filter(isNode) : [];
      shapes.forEach((shape, index) => visit(shape, shapes.length > 1 ? `${path}<${index}>` : path));
    }
    for (const [name, definition] of Object.entries(isNode(node.$defs) ? node.$defs : {})) {
      if (isNode(definition)) visit(definition, `$defs.${name}`);
    }
  };
  visit(schema, "");
  return fields;
}
