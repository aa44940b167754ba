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

const jsonSchemaFile = (target: Pick<JsonSchemaTarget, "name">) =>
  path.join(jsonSchemaDir, `${target.name}.schema.json`);

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
      .map((target) => [`./${fromRoot(jsonSchemaFile(target))}`, [`${fromRoot(contentRoot)}/${target.pattern}`]]),
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
 * What editors' files must become to follow the registry and its zod schemas: each schema file that
 * differs or is missing with its text, each one left over with none, and the settings when their
 * `yaml.schemas` maps other files.
 */
function editorFileChanges(files: EditorFiles) {
  const expected = new Map(
    files.targets.map((target) => [jsonSchemaFile(target), JSON.stringify(jsonSchemaOf(target), null, 2) + "\n"]),
  );
  const schemas = new Map<string, string | undefined>(
    [...expected].filter(([file, text]) => readIfExists(file) !== text),
  );
  for (const file of leftOverSchemas(expected)) schemas.set(file, undefined);
  const settings = JSON.parse(readIfExists(editorSettingsFile) ?? "{}") as Record<string, unknown>;
  const mapping = yamlSchemaMapping(files);
  const changed = !isDeepStrictEqual(settings["yaml.schemas"], mapping);
  const differing = [...schemas.keys(), ...(changed ? [editorSettingsFile] : [])].map(fromRoot);
  return { schemas, settings: changed ? { ...settings, "yaml.schemas": mapping } : undefined, differing };
}

/** The files editors read that do not follow the registry and its zod schemas, from the repository's root. */
export function staleEditorFiles(files: EditorFiles): string[] {
  return editorFileChanges(files).differing;
}

/**
 * Brings the editors' files up to date (`content check` and the dev server do); returns those it
 * changed, from the repository's root. Cheap when nothing changed: the settings are formatted
 * (Prettier, as the repository's style has them) only when they are rewritten.
 */
export async function writeEditorFiles(files: EditorFiles): Promise<string[]> {
  const { schemas, settings, differing } = editorFileChanges(files);
  fs.mkdirSync(jsonSchemaDir, { recursive: true });
  for (const [file, text] of schemas) {
    if (text === undefined) fs.rmSync(file);
    else fs.writeFileSync(file, text);
  }
  if (settings) {
    const { format, resolveConfig } = await import("prettier");
    const options = await resolveConfig(editorSettingsFile);
    fs.mkdirSync(path.dirname(editorSettingsFile), { recursive: true });
    fs.writeFileSync(
      editorSettingsFile,
      await format(JSON.stringify(settings, null, 2), { ...options, filepath: editorSettingsFile }),
    );
  }
  return differing;
}

function readIfExists(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
}
