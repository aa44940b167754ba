import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import matter from "gray-matter";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { defaultContentRoot } from "../src/index.ts";
import { jsonSchemaFileName, jsonSchemaOf, staleJsonSchemas } from "../src/json-schema/generate.ts";
import { jsonSchemaTargets } from "../src/json-schema/targets.ts";
import { contentWithFixture } from "./support/content-dir.ts";

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validators = new Map(jsonSchemaTargets.map((target) => [target.name, ajv.compile(jsonSchemaOf(target))]));
const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Which schema an editor applies to a content file, the way an author's editor would pick it. */
function schemaFor(relative: string): string | undefined {
  if (relative.startsWith("pages/services/")) return "services";
  if (relative.startsWith("pages/")) {
    const key = relative.slice("pages/".length, -".mdx".length);
    return validators.has(`page-${key}`) ? `page-${key}` : "page";
  }
  if (/^processes\/[^/]+\/steps\//.test(relative)) return "steps";
  if (/^processes\/[^/]+\/process\.yaml$/.test(relative)) return "processes";
  if (/^videos\/[^/]+\.yaml$/.test(relative)) return "videos";
  return (
    { "dictionary.yaml": "dictionary", "faq.yaml": "faq", "maxims.yaml": "maxims" }[relative] ??
    { "documents.yaml": "documents", "site.yaml": "site" }[relative]
  );
}

function validate(root: string, relative: string) {
  const text = fs.readFileSync(path.join(root, relative), "utf8");
  // Frontmatter is YAML 1.2 as the content check reads it: `reviewed: 2026-11-22` is text, not a date.
  const data = relative.endsWith(".mdx")
    ? matter(text, { engines: { yaml: (yaml) => parse(yaml) as object } }).data
    : parse(text);
  const validator = validators.get(schemaFor(relative)!)!;
  return { valid: validator(data), errors: ajv.errorsText(validator.errors) };
}

const contentFiles = (root: string) =>
  fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.(yaml|mdx)$/.test(file));

describe("JSON Schemas for editors", () => {
  it("are committed exactly as the zod schemas produce them (the build and dev server rewrite them)", () => {
    expect(staleJsonSchemas()).toEqual([]);
  });

  it("are mapped to their content files in the editor settings, one entry per YAML collection", () => {
    const settings = JSON.parse(fs.readFileSync(path.join(repoRoot, ".vscode/settings.json"), "utf8"));
    const expected = Object.fromEntries(
      jsonSchemaTargets
        .filter((target) => target.files.length > 0)
        .map((target) => [`./packages/content/schemas/${jsonSchemaFileName(target)}`, target.files]),
    );
    expect(settings["yaml.schemas"]).toEqual(expected);
  });

  it("accept every real content file", () => {
    const root = defaultContentRoot();
    const files = contentFiles(root).filter((file) => schemaFor(file));
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
