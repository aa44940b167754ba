import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { jsonSchemaTargets, type JsonSchemaTarget } from "./targets.ts";

/** Committed beside the package, so editors find them without a build. */
export const jsonSchemaDir = path.resolve(import.meta.dirname, "../../schemas");

export function jsonSchemaFileName(target: Pick<JsonSchemaTarget, "name">): string {
  return `${target.name}.schema.json`;
}

/**
 * The JSON Schema of what an author writes: the input side of each zod schema (before defaults and
 * transforms), so optional fields stay optional. Checks zod cannot express as JSON Schema (links,
 * slugs, files on disk) are left to `content check`.
 */
export function jsonSchemaOf(target: JsonSchemaTarget): Record<string, unknown> {
  const schema = z.toJSONSchema(target.schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" });
  return { ...schema, title: target.title };
}

/** File name → text, for every target, exactly as committed. */
export function renderJsonSchemas(): Map<string, string> {
  return new Map(
    jsonSchemaTargets.map((target) => [jsonSchemaFileName(target), JSON.stringify(jsonSchemaOf(target), null, 2) + "\n"]),
  );
}

/** Writes the schemas that changed; returns their names. Cheap enough for every build and dev start. */
export function writeJsonSchemas(dir = jsonSchemaDir): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const [name, text] of renderJsonSchemas()) {
    const file = path.join(dir, name);
    if (readIfExists(file) === text) continue;
    fs.writeFileSync(file, text);
    written.push(name);
  }
  return written;
}

/** Names of committed schemas that differ from the zod schemas, are missing, or are left over. */
export function staleJsonSchemas(dir = jsonSchemaDir): string[] {
  const expected = renderJsonSchemas();
  const stale = [...expected].filter(([name, text]) => readIfExists(path.join(dir, name)) !== text).map(([n]) => n);
  const present = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".schema.json")) : [];
  return [...stale, ...present.filter((name) => !expected.has(name))];
}

function readIfExists(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
}
