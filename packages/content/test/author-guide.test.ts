import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { planNewEntry, scaffoldKinds, writeNewEntry } from "../src/authoring/new-entry.ts";
import { appendToYamlList } from "../src/authoring/yaml-list.ts";
import { jsonSchemaOf } from "../src/json-schema/generate.ts";
import { jsonSchemaTargetOf, jsonSchemaTargets } from "../src/site/editor-schemas.ts";
import { site } from "../src/site/index.ts";
import { collections } from "../src/site/registry.ts";
import { defaultContentRoot, formatIssue, loadContent } from "../src/index.ts";
import { codeSpans, examples, guide, guideExplains, section } from "./support/author-guide.ts";
import { copyOfContent } from "./support/content-dir.ts";

/** How the guide writes a collection's files: `processes/<process-id>/steps/<NN>-<name>.mdx`. */
function headingFor(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "<[^>`]+>(?:-<[^>`]+>)?");
  return new RegExp(`\`${escaped}\``);
}

const sectionOf = (name: string) => section(headingFor(collections.find((c) => c.name === name)!.source.pattern));

interface JsonSchema {
  properties?: Record<string, unknown>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

/** The fields an author writes at the top of an entry, in every variant of its schema. */
function topLevelFields(schema: JsonSchema): string[] {
  if (schema.items) return topLevelFields(schema.items);
  const variants = schema.oneOf ?? schema.anyOf ?? [schema];
  return [...new Set(variants.flatMap((variant) => Object.keys(variant.properties ?? {})))];
}

describe("the guide for authors (content/README.md)", () => {
  it("has a section for every collection of the registry, headed by its files", () => {
    const missing = collections.filter((c) => sectionOf(c.name) === undefined).map((c) => c.source.pattern);
    expect(missing).toEqual([]);
  });

  it("names every top-level field of every collection's schema in that collection's section", () => {
    const unmentioned = jsonSchemaTargets.flatMap((target) => {
      const name = target.collection;
      const text = sectionOf(name) ?? "";
      return topLevelFields(jsonSchemaOf(target) as JsonSchema)
        .filter((field) => !text.includes(`\`${field}\``))
        .map((field) => `${name}: ${field}`);
    });
    expect(unmentioned).toEqual([]);
  });

  it("shows a complete example of every collection, and together they pass the check on the site's content", () => {
    const root = copyOfContent(defaultContentRoot());
    const before = loadContent(root).snapshot!;
    const added = new Map<string, number>();
    for (const collection of collections) {
      const found = examples(sectionOf(collection.name)!);
      expect(found.length, `an example of ${collection.name}`).toBeGreaterThan(0);
      for (const { file, code } of found) {
        expect(jsonSchemaTargetOf(file)?.collection, file).toBe(collection.name);
        const target = path.join(root, file);
        if (collection.source.holds === "list") {
          let text = fs.readFileSync(target, "utf8");
          for (const item of parse(code) as unknown[]) {
            const result = appendToYamlList(text, item);
            if ("refuse" in result) throw new Error(result.refuse);
            text = result.text;
            added.set(collection.name, (added.get(collection.name) ?? 0) + 1);
          }
          fs.writeFileSync(target, text);
        } else {
          if (!fs.existsSync(target)) added.set(collection.name, (added.get(collection.name) ?? 0) + 1);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, code);
        }
      }
    }
    const result = loadContent(root, { today: "2026-12-01" });
    expect(result.issues.map((issue) => formatIssue(issue, root))).toEqual([]);
    for (const collection of collections) {
      const name = collection.name as keyof typeof before.collections;
      expect(result.snapshot!.collections[name].length, name).toBe(
        before.collections[name].length + (added.get(name) ?? 0),
      );
    }
  });

  it("says how to preview, start an entry and tidy files, with the commands as they are", () => {
    for (const command of ["pnpm dev", "pnpm content new", "pnpm content:check", "pnpm content fix"]) {
      expect(guide).toContain(`\`${command}`);
    }
    const rootScripts = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../../package.json"), "utf8"))
      .scripts as Record<string, string>;
    expect(rootScripts).toMatchObject({
      dev: expect.any(String),
      content: expect.any(String),
      "content:check": expect.any(String),
    });
  });

  it("shows a `pnpm content new` for every kind, and they work one after another on the site's content", () => {
    const commands = [...new Set(codeSpans(guide))]
      .filter((span) => span.startsWith("pnpm content new ") && !span.includes("<"))
      .map((span) =>
        [...span.slice("pnpm content new ".length).matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!),
      );
    expect(new Set(commands.map(([kind]) => kind))).toEqual(new Set(scaffoldKinds(site).map((k) => k.kind)));
    const root = copyOfContent(defaultContentRoot());
    const added = commands.flatMap(([kind, ...args]) => {
      const plan = planNewEntry(site, root, kind!, args);
      if ("refuse" in plan) throw new Error(`pnpm content new ${kind} refused: ${plan.refuse}`);
      writeNewEntry(plan);
      return plan.entries.map((entry) => entry.id);
    });
    const result = loadContent(root);
    expect(result.issues.filter((i) => i.severity === "error").map((issue) => formatIssue(issue, root))).toEqual([]);
    const ids = new Set(Object.values(result.snapshot!.collections).flatMap((entries) => entries.map((e) => e.id)));
    expect(added.filter((id) => !ids.has(id))).toEqual([]);
  });

  it("explains the messages it quotes as real ones (the broken fixtures hold it to each)", () => {
    expect(guideExplains('link "/nowhere" goes to a page that does not exist')).toBe(true);
    expect(guideExplains("a message the check never gives")).toBe(false);
  });
});
