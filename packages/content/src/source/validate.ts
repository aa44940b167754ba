import type { z } from "zod";
import type { IssueList } from "../issues.ts";
import { formatPath, locate, type FieldPath, type YamlSource } from "./yaml.ts";

type ZodIssue = z.core.$ZodIssue;

/**
 * Validates a YAML source against a schema. Every failure becomes an issue naming the file, the
 * line, the field path, what was found and what was expected. Returns the parsed value only when
 * the whole source is valid.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  source: YamlSource,
  issues: IssueList,
  basePath: FieldPath = [],
): z.output<S> | undefined {
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return result.data;
  for (const issue of result.error.issues) reportZodIssue(issue, schema, source, issues, basePath);
  return undefined;
}

function reportZodIssue(
  issue: ZodIssue,
  schema: z.ZodType,
  source: YamlSource,
  issues: IssueList,
  basePath: FieldPath,
): void {
  const path = [...basePath, ...issue.path];
  if (issue.code === "unrecognized_keys") {
    const known = knownKeys(schema, issue.path);
    for (const key of issue.keys) {
      const at = locate(source, [...issue.path, key], { key: true });
      issues.error(source.file, `unknown field "${key}"${suggestKey(key, known)}`, {
        ...at,
        field: formatPath([...path, key]),
      });
    }
    return;
  }
  const at = locate(source, issue.path);
  issues.error(source.file, describeIssue(issue), { ...at, field: formatPath(path) || "(file)" });
}

function suggestKey(key: string, known: string[]): string {
  if (known.length === 0) return "";
  const closest = known
    .map((candidate) => ({ candidate, distance: editDistance(key.toLowerCase(), candidate.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance)[0];
  if (closest && closest.distance <= Math.max(2, Math.floor(key.length / 3))) {
    return ` (did you mean "${closest.candidate}"?)`;
  }
  return ` (expected one of: ${known.join(", ")})`;
}

/** The field names the schema accepts at `path`, looking through lists, optionals and unions. */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: z.core.$ZodType[] = [schema];
  for (const segment of [...path, undefined]) {
    const next: z.core.$ZodType[] = [];
    const keys = new Set<string>();
    for (const candidate of current.flatMap(unwrap)) {
      const def = candidate._zod.def as {
        type: string;
        shape?: Record<string, z.core.$ZodType>;
        element?: z.core.$ZodType;
      };
      if (def.type === "object" && def.shape) {
        if (segment === undefined) Object.keys(def.shape).forEach((k) => keys.add(k));
        else if (typeof segment === "string" && def.shape[segment]) next.push(def.shape[segment]);
      } else if (def.type === "array" && def.element && typeof segment === "number") {
        next.push(def.element);
      }
    }
    if (segment === undefined) return [...keys];
    current = next;
  }
  return [];
}

function unwrap(schema: z.core.$ZodType): z.core.$ZodType[] {
  const def = schema._zod.def as {
    type: string;
    innerType?: z.core.$ZodType;
    in?: z.core.$ZodType;
    options?: z.core.$ZodType[];
    left?: z.core.$ZodType;
    right?: z.core.$ZodType;
  };
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
      return def.innerType ? unwrap(def.innerType) : [];
    case "pipe":
      return def.in ? unwrap(def.in) : [];
    case "union":
      return (def.options ?? []).flatMap(unwrap);
    case "intersection":
      return [def.left, def.right].filter((s): s is z.core.$ZodType => s !== undefined).flatMap(unwrap);
    default:
      return [schema];
  }
}

export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const saved = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = saved;
    }
  }
  return row[b.length]!;
}

/** A sentence an author can act on: what is wrong, what was found, what is expected. */
export function describeIssue(issue: ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case "invalid_type":
      if (input === undefined) return `is required but missing (expected ${article(issue.expected)})`;
      return `expected ${article(issue.expected)}, found ${describeValue(input)}`;
    case "too_small":
      return `${tooSmall(issue)}, found ${describeValue(input)}`;
    case "too_big":
      if (typeof input === "string")
        return `is ${input.length.toLocaleString("en")} characters long; at most ${Number(issue.maximum).toLocaleString("en")} are allowed`;
      return `${tooBig(issue)}, found ${describeValue(input)}`;
    case "invalid_format":
      return `${issue.message}; found ${describeValue(input)}`;
    case "invalid_value":
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, found ${describeValue(input)}`;
    case "invalid_union": {
      // A discriminated union reports the whole item; the author needs the value of its key field.
      const discriminator = (issue as { discriminator?: string }).discriminator;
      if (discriminator && input && typeof input === "object") {
        return `${issue.message}; found ${describeValue((input as Record<string, unknown>)[discriminator])}`;
      }
      return `${issue.message}; found ${describeValue(input)}`;
    }
    default:
      return input === undefined ? issue.message : `${issue.message}; found ${describeValue(input)}`;
  }
}

function tooSmall(issue: z.core.$ZodIssueTooSmall): string {
  const min = String(issue.minimum);
  switch (issue.origin) {
    case "string":
      return Number(issue.minimum) === 1 ? "must not be empty" : `must be at least ${min} characters`;
    case "array":
    case "set":
      return `must list at least ${min} item${Number(issue.minimum) === 1 ? "" : "s"}`;
    default:
      return `must be ${issue.inclusive ? "at least" : "greater than"} ${min}`;
  }
}

function tooBig(issue: z.core.$ZodIssueTooBig): string {
  const max = String(issue.maximum);
  switch (issue.origin) {
    case "string":
      return `must be at most ${max} characters`;
    case "array":
    case "set":
      return `must list at most ${max} items`;
    default:
      return `must be ${issue.inclusive ? "at most" : "less than"} ${max}`;
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

export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "an empty value (null)";
  if (typeof value === "string") {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return value === "" ? "empty text" : `text ${JSON.stringify(shown)}`;
  }
  if (typeof value === "number") return Number.isInteger(value) ? `the number ${value}` : `the number ${value}`;
  if (typeof value === "boolean") return `${value}`;
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (value instanceof Date) return `a date (${value.toISOString().slice(0, 10)})`;
  if (typeof value === "object") return "a mapping";
  return typeof value;
}
