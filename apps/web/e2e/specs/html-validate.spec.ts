import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { buildDirs } from "../servers";

/**
 * Every HTML file of the build (pages, not-found, redirect and share pages) passes html-validate
 * with the rules of apps/web/.htmlvalidate.mjs: unique landmarks, element order, no duplicate
 * classes or ids, ARIA used as meant. Reads files only: the desktop project runs it.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const client = path.join(appRoot, buildDirs.site, "client");

test("every built page passes html-validate", async () => {
  test.setTimeout(120_000);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = fs
    .readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort();
  expect(files.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const file of files) {
    // The file's own path: the configuration is found from it, as the command line finds it.
    const report = await validator.validateFile(path.join(client, file));
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
  }
  expect(problems, `${problems.length} problems:\n${problems.slice(0, 40).join("\n")}`).toEqual([]);
});
