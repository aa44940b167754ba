import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { packageRoot, repoRoot } from "../package-paths.ts";
import type { JsonSchemaTarget } from "./targets.ts";

/** A site's schemas for text editors, and the content folder whose files they describe. */
export interface EditorFiles {
  targets: readonly JsonSchemaTarget[];
  contentRoot: string;
}

/** Committed beside the package, so editors find them without a build. */
const jsonSchemaDir = path.join(packageRoot, "schemas");
/** Where Visual Studio Code learns which schema describes which content file. */
export const editorSettingsFile = path.join(repoRoot, ".vscode/settings.json");

function jsonSchemaFileName(target: Pick<JsonSchemaTarget, "name">): string {
  return `${target.name}.schema.json`;
}

/**
 * The JSON Schema of what an author writes: the input side of each zod schema (before defaults and
 * transforms), so optional fields stay optional. Checks zod cannot express as JSON Schema (links,
 * slugs, files on disk) are left to `content check`.
 */
export function jsonSchemaOf(target: JsonSchemaTarget): Record<string, unknown> {
  const schema = z.toJSONSchema(target.schema, {
    io: "input",
    unrepresentable: "any",
    target: "draft-2020-12",
    // zod leaves a transformed field's examples out of its input schema; ours are written as authors write them.
    override: ({ zodSchema, jsonSchema }) => {
      const examples = z.globalRegistry.get(zodSchema)?.examples;
      if (Array.isArray(examples) && jsonSchema.examples === undefined) jsonSchema.examples = examples;
    },
  });
  return { ...schema, title: target.title };
}

/** A file's path from the repository's root, as editors' settings and messages write it. */
const fromRoot = (file: string) => path.relative(repoRoot, file).split(path.sep).join("/");

/** The editor's `yaml.schemas`: each YAML target's schema file, for the content files it describes. */
function yamlSchemaMapping({ targets, contentRoot }: EditorFiles): Record<string, string[]> {
  return Object.fromEntries(
    targets
      .filter((target) => target.format === "yaml")
      .map((target) => [
        `./${fromRoot(path.join(jsonSchemaDir, jsonSchemaFileName(target)))}`,
        [`${fromRoot(contentRoot)}/${target.pattern}`],
      ]),
  );
}

function readSettings(): Record<string, unknown> {
  return JSON.parse(readIfExists(editorSettingsFile) ?? "{}") as Record<string, unknown>;
}

/** Each target's schema file and its text. */
function renderJsonSchemas(targets: readonly JsonSchemaTarget[]): Map<string, string> {
  return new Map(
    targets.map((target) => [
      path.join(jsonSchemaDir, jsonSchemaFileName(target)),
      JSON.stringify(jsonSchemaOf(target), null, 2) + "\n",
    ]),
  );
}

/** Schema files no target writes any more (a collection renamed or removed). */
function leftOverSchemas(expected: ReadonlyMap<string, string>): string[] {
  if (!fs.existsSync(jsonSchemaDir)) return [];
  return fs
    .readdirSync(jsonSchemaDir)
    .filter((name) => name.endsWith(".schema.json"))
    .map((name) => path.join(jsonSchemaDir, name))
    .filter((file) => !expected.has(file));
}

/**
 * The files editors read that do not follow the registry and its zod schemas: schema files that
 * differ, are missing or are left over, and the settings when their `yaml.schemas` maps other files.
 */
export function staleEditorFiles(files: EditorFiles): string[] {
  const expected = renderJsonSchemas(files.targets);
  const stale = [...expected].filter(([file, text]) => readIfExists(file) !== text).map(([file]) => file);
  const settings = isDeepStrictEqual(readSettings()["yaml.schemas"], yamlSchemaMapping(files))
    ? []
    : [editorSettingsFile];
  return [...stale, ...leftOverSchemas(expected), ...settings].map(fromRoot);
}

/**
 * Brings the editors' files up to date (`content check` and the dev server do); returns those it
 * changed, from the repository's root. Cheap when nothing changed: the settings are formatted
 * (Prettier, as the repository's style has them) only when they are rewritten.
 */
export async function writeEditorFiles(files: EditorFiles): Promise<string[]> {
  const expected = renderJsonSchemas(files.targets);
  const changed: string[] = [];
  fs.mkdirSync(jsonSchemaDir, { recursive: true });
  for (const [file, text] of expected) {
    if (readIfExists(file) === text) continue;
    fs.writeFileSync(file, text);
    changed.push(file);
  }
  for (const file of leftOverSchemas(expected)) {
    fs.rmSync(file);
    changed.push(file);
  }
  const settings = readSettings();
  const mapping = yamlSchemaMapping(files);
  if (!isDeepStrictEqual(settings["yaml.schemas"], mapping)) {
    settings["yaml.schemas"] = mapping;
    const { format, resolveConfig } = await import("prettier");
    const options = await resolveConfig(editorSettingsFile);
    fs.mkdirSync(path.dirname(editorSettingsFile), { recursive: true });
    fs.writeFileSync(
      editorSettingsFile,
      await format(JSON.stringify(settings, null, 2), { ...options, filepath: editorSettingsFile }),
    );
    changed.push(editorSettingsFile);
  }
  return changed.map(fromRoot);
}

function readIfExists(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
}
