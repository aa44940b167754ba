import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import matter from "gray-matter";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { defaultContentRoot } from "../src/index.ts";
import { editorSettingsFile, jsonSchemaOf } from "../src/json-schema/generate.ts";
import { matchesPattern } from "../src/json-schema/targets.ts";
import { jsonSchemaTargetOf, jsonSchemaTargets, outdatedEditorFiles } from "../src/site/editor-schemas.ts";
import { contentWithFixture } from "./support/content-dir.ts";

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validators = new Map(jsonSchemaTargets.map((target) => [target.name, ajv.compile(jsonSchemaOf(target))]));

function validate(root: string, relative: string) {
  const text = fs.readFileSync(path.join(root, relative), "utf8");
  // Frontmatter is YAML 1.2 as the content check reads it: `reviewed: 2026-11-22` is text, not a date.
  const data = relative.endsWith(".mdx")
    ? matter(text, { engines: { yaml: (yaml) => parse(yaml) as object } }).data
    : parse(text);
  const validator = validators.get(jsonSchemaTargetOf(relative)!.name)!;
  return { valid: validator(data), errors: ajv.errorsText(validator.errors) };
}

const contentFiles = (root: string) =>
  fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.(yaml|mdx)$/.test(file));

describe("JSON Schemas for editors", () => {
  it("are committed exactly as the registry and its zod schemas give them (content check and the dev server write them)", () => {
    expect(outdatedEditorFiles()).toEqual([]);
  });

  it("are mapped in the editor settings to every YAML file of the content, each file to its collection's schema", () => {
    const mapping = JSON.parse(fs.readFileSync(editorSettingsFile, "utf8"))["yaml.schemas"] as Record<string, string[]>;
    const root = defaultContentRoot();
    const yamlFiles = contentFiles(root).filter((file) => file.endsWith(".yaml"));
    for (const file of yamlFiles) {
      const schemas = Object.entries(mapping).filter(([, globs]) =>
        globs.some((glob) => matchesPattern(`content/${file}`, glob)),
      );
      expect(
        schemas.map(([schema]) => path.basename(schema)),
        file,
      ).toEqual([`${jsonSchemaTargetOf(file)!.name}.schema.json`]);
    }
  });

  it("accept every real content file", () => {
    const root = defaultContentRoot();
    const files = contentFiles(root).filter((file) => jsonSchemaTargetOf(file));
    expect(files.length).toBeGreaterThan(60);
    for (const file of files) expect(validate(root, file), file).toEqual({ valid: true, errors: "No errors" });
  });

  it.each([
    ["missing-field", "dictionary.yaml", /must have required property 'definition'/],
    ["wrong-type", "maxims.yaml", /\/1\/title must be string/],
    ["unknown-field", "faq.yaml", /must NOT have additional properties/],
    ["bad-enum", "documents.yaml", /type must be equal to one of the allowed values/],
    [
      "step-kind",
      "processes/process-1/steps/03-step-3.mdx",
      /kind must be equal to constant|must match exactly one schema/,
    ],
    ["text-too-long", "dictionary.yaml", /definition must NOT have more than 20000 characters/],
  ])("reject the %s fixture the zod check rejects for its shape", (fixture, file, message) => {
    const result = validate(contentWithFixture(fixture), file);
    expect(result.valid).toBe(false);
    expect(result.errors).toMatch(message);
  });
});
