import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteContentRoot } from "@site/content";
import { ContentStore } from "@site/content/store";
import { data } from "react-router";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewer } from "../src/server/preview.ts";
import { previewStoreModule } from "../src/server/preview-store-plugin.ts";
import { planSave } from "../src/server/save-entry.ts";
import { ContentWorkspace } from "../src/server/workspace.ts";

describe("previewing an entry as it is typed", () => {
  let root: string;
  let workspace: ContentWorkspace;
  const affidavit = (definition: string) => `term: Affidavit\ndefinition: ${JSON.stringify(definition)}\n`;
  async function preview(raw: string) {
    const plan = await planSave(root, "dictionary/affidavit.yaml", raw, false, { inHouseStyle: false });
    if ("refuse" in plan) throw new Error(plan.refuse);
    return workspace.preview(plan.change);
  }
  const definitionIn = (outcome: Awaited<ReturnType<typeof preview>>) =>
    "snapshot" in outcome
      ? new ContentStore(outcome.snapshot).find("dictionary", "affidavit")?.definition.text
      : outcome;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-preview-"));
    fs.cpSync(siteContentRoot, root, { recursive: true });
    workspace = new ContentWorkspace(root);
  });
  afterAll(() => {
    workspace.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("gives the content with each keystroke's text, and writes nothing", async () => {
    const before = fs.readFileSync(path.join(root, "dictionary.yaml"), "utf8");
    expect(definitionIn(await preview(affidavit("A sworn statement.")))).toContain("A sworn statement.");
    expect(definitionIn(await preview(affidavit("A sworn statement, typed on.")))).toContain("typed on.");
    expect(fs.readFileSync(path.join(root, "dictionary.yaml"), "utf8")).toBe(before);
  });

  it("answers a mistake with the check's words, and a save afterwards is checked against the file as it is", async () => {
    const refused = await preview(affidavit("See [oath](/dictionary/oaht)."));
    expect("refused" in refused && refused.refused.map((issue) => issue.message)).toEqual([
      expect.stringContaining('link "/dictionary/oaht" goes to a page that does not exist'),
    ]);
    const plan = await planSave(root, "dictionary/affidavit.yaml", affidavit("A sworn statement, saved."), false);
    if ("refuse" in plan) throw new Error(plan.refuse);
    expect(workspace.apply(plan.change)).toMatchObject({ written: ["dictionary.yaml"] });
    expect(workspace.errors()).toEqual([]);
    expect(definitionIn(await preview(affidavit("A sworn statement, saved. More")))).toContain("saved. More");
  });

  it("says in words when the site would answer the page with not found, rather than failing", async () => {
    // The editor's server, with a page whose loader answers 404 as the site's routes do (`found`).
    const server = {
      ssrLoadModule: async (id: string) =>
        id === previewStoreModule
          ? { withContent: (_store: unknown, run: () => unknown) => run() }
          : {
              loader: () => {
                throw data(null, { status: 404 });
              },
            },
    } as unknown as ViteDevServer;
    const answer = await previewer(
      server,
      () => workspace,
    )({
      path: "dictionary/affidavit.yaml",
      raw: affidavit("A sworn statement."),
    });
    expect(answer).toEqual({ errors: [{ message: expect.stringContaining('"not found"') }] });
  });
});
