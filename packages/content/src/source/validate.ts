import { z } from "zod";
import type { IssueList } from "../issues.ts";
import { closest } from "./edit-distance.ts";
import { formatPath, locate, type FieldPath, type Position, type YamlSource } from "./yaml.ts";

type ZodIssue = z.core.$ZodIssue;

/** Where an entry is, for messages: its place in its file and the name it goes by. */
export interface EntryPlace {
  yaml: YamlSource;
  /** The entry's path in its file: `[3]` for a list item, `[]` for a file of its own. */
  path: FieldPath;
  /** `Affidavit`: named in messages after its position, `[3] "Affidavit".definition`. */
  label?: string;
}

/**
 * Validates an entry's data. Every failure becomes an issue naming the file, the line, the field
 * (with the item's name), what was found and what was expected. Returns the output only when valid.
 */
export function validateEntry<S extends z.ZodType>(
  schema: S,
  data: unknown,
  place: EntryPlace,
  issues: IssueList,
): z.output<S> | undefined {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const meant = misspeltFields(schema, result.error.issues);
  for (const issue of result.error.issues) {
    // `defintion:` leaves `definition` missing: the misspelling is the one mistake to report.
    if (isMissing(issue) && meant.has(formatPath(issue.path))) continue;
    reportZodIssue(issue, schema, place, issues);
  }
  return undefined;
}

/** The fields that unknown ones were probably meant to be (`definition` for `defintion`), by path. */
function misspeltFields(schema: z.ZodType, zodIssues: readonly ZodIssue[]): Set<string> {
  const meant = new Set<string>();
  for (const issue of zodIssues) {
    if (issue.code !== "unrecognized_keys") continue;
    const known = knownKeys(schema, issue.path);
    for (const key of issue.keys) {
      const near = closest(key, known);
      if (near) meant.add(formatPath([...issue.path, near]));
    }
  }
  return meant;
}

const isMissing = (issue: ZodIssue) =>
  issue.code === "invalid_type" && (issue as { input?: unknown }).input === undefined;

/** `[3] "Affidavit".supportingSources[0].url`, or `contact.email` in a file of its own. */
export function formatField(place: Pick<EntryPlace, "path" | "label">, path: FieldPath): string {
  const full = formatPath([...place.path, ...path]);
  if (place.label === undefined || place.path.length === 0) return full;
  const head = formatPath(place.path);
  const named = `${head} ${JSON.stringify(place.label.length > 40 ? `${place.label.slice(0, 37)}...` : place.label)}`;
  return full.length > head.length ? `${named}${full.slice(head.length)}` : named;
}

/** Reports a problem found outside the schema, at a field of an entry. */
export function reportAt(
  issues: IssueList,
  place: EntryPlace,
  path: FieldPath,
  message: string,
  severity: "error" | "warning" = "error",
): void {
  const full = [...place.path, ...path];
  // A problem with a whole file (a lesson without text) is reported at its top.
  const at = full.length === 0 ? { line: 1, column: 1 } : locate(place.yaml, full);
  const field = formatField(place, path);
  issues.add({ severity, file: place.yaml.file, message, ...at, ...(field ? { field } : {}) });
}

function reportZodIssue(issue: ZodIssue, schema: z.ZodType, place: EntryPlace, issues: IssueList): void {
  const { yaml } = place;
  const path = [...place.path, ...issue.path];
  if (issue.code === "unrecognized_keys") {
    const known = knownKeys(schema, issue.path);
    for (const key of issue.keys) {
      const at = locate(yaml, [...path, key], { key: true });
      issues.error(yaml.file, `unknown field "${key}"${suggestKey(key, known)}`, {
        ...at,
        field: formatField(place, [...issue.path, key]),
      });
    }
    return;
  }
  const params = (issue as { params?: { within?: Position; causedBy?: string } }).params;
  const at = params?.within ? insideText(yaml, path, params.within) : locate(yaml, path);
  issues.add({
    severity: "error",
    file: yaml.file,
    message: describeIssue(issue),
    ...at,
    field: formatField(place, issue.path) || "(file)",
    ...(params?.causedBy ? { causedBy: params.causedBy } : {}),
  });
}

/** The place of a position inside the text held by the field at `path` (a link inside Markdown). */
function insideText(yaml: YamlSource, path: FieldPath, within: Position): Position {
  const at = locate(yaml, path);
  const node = yaml.doc.getIn(path, true) as { type?: string } | undefined;
  // A block scalar (`|` or `>`) starts on the line after its key.
  const isBlock = node?.type === "BLOCK_LITERAL" || node?.type === "BLOCK_FOLDED";
  const line = at.line + (isBlock ? 1 : 0) + within.line - 1;
  return { line, column: within.line === 1 && !isBlock ? at.column + within.column - 1 : within.column };
}

function suggestKey(key: string, known: string[]): string {
  if (known.length === 0) return "";
  const near = closest(key, known);
  return near ? `: did you mean "${near}"?` : ` (expected one of: ${known.join(", ")})`;
}

/** What an author may write, as JSON Schema describes it: zod's public description of a schema, not its internals. */
export interface JsonSchema {
  properties?: Record<string, JsonSchema & { description?: string; const?: unknown }>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

/** The JSON Schema of what an author writes for `schema` (its input side), made once per schema. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  if (!jsonSchemas.has(schema)) {
    jsonSchemas.set(schema, z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
  }
  return jsonSchemas.get(schema)!;
}

/** The field names the schema accepts at `path`, looking through lists, optionals and unions. */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const alternatives = (node: JsonSchema): JsonSchema[] => [
    node,
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap(alternatives),
  ];
  let current = alternatives(inputJsonSchema(schema));
  for (const segment of path) {
    current = current.flatMap((node) => {
      const next = typeof segment === "number" ? node.items : node.properties?.[String(segment)];
      return next ? alternatives(next) : [];
    });
  }
  return [...new Set(current.flatMap((node) => Object.keys(node.properties ?? {})))];
}

/** A sentence an author can act on: what is wrong, what was found, what is expected. */
function describeIssue(issue: ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case "invalid_type":
      if (input === undefined) return `is required but missing (expected ${article(issue.expected)})`;
      return `expected ${article(issue.expected)}, found ${describeValue(input)}`;
    case "too_small":
      return `${outOfRange(issue)}, found ${describeValue(input)}`;
    case "too_big":
      if (typeof input === "string")
        return `is ${input.length.toLocaleString("en")} characters long; at most ${Number(issue.maximum).toLocaleString("en")} are allowed`;
      return `${outOfRange(issue)}, found ${describeValue(input)}`;
    case "invalid_format":
      return `${issue.message}; found ${describeValue(input)}`;
    case "invalid_value":
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, found ${describeValue(input)}`;
    case "invalid_union": {
      // A discriminated union reports the whole item; the author needs the value of its key field.
      const discriminator = (issue as { discriminator?: string }).discriminator;
      const found =
        discriminator && input && typeof input === "object" ? (input as Record<string, unknown>)[discriminator] : input;
      return `${issue.message}; found ${describeValue(found)}`;
    }
    case "custom":
      // The site's own checks say what they found; a refinement that states an expectation gets the value.
      return input === undefined || !issue.message.startsWith("expected")
        ? issue.message
        : `${issue.message}; found ${describeValue(input)}`;
    default:
      return input === undefined ? issue.message : `${issue.message}; found ${describeValue(input)}`;
  }
}

/** `must be at least 3 characters`, `must list at most 100 items`, `must be greater than 0`. */
function outOfRange(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === "too_small";
  const bound = small ? issue.minimum : issue.maximum;
  const one = small && Number(bound) === 1;
  const most = small ? "at least" : "at most";
  switch (issue.origin) {
    case "string":
      return one ? "must not be empty" : `must be ${most} ${bound} characters`;
    case "array":
    case "set":
      return `must list ${most} ${bound} item${one ? "" : "s"}`;
    default:
      return `must be ${issue.inclusive ? most : small ? "greater than" : "less than"} ${bound}`;
  }
}

function article(expected: string): string {
  const words: Record<string, string> = {
    string: "text",
    number: "a number",
    int: "a whole number",
    boolean: "true or false",
    array: "a list",
    object: "a mapping (key: value lines)",
    null: "nothing",
  };
  return words[expected] ?? expected;
}

function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "an empty value (null)";
  if (typeof value === "string") {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return value === "" ? "empty text" : `text ${JSON.stringify(shown)}`;
  }
  if (typeof value === "number") return `the number ${value}`;
  if (typeof value === "boolean") return `${value}`;
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (value instanceof Date) return `a date (${value.toISOString().slice(0, 10)})`;
  if (typeof value === "object") return "a mapping";
  return typeof value;
}
