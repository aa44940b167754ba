import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { collections, loadContent, type CollectionName } from "@site/content";
import { ContentStore } from "@site/content/store";
import { generateSyntheticContent } from "@site/content/synthetic";
import { prerenderToNodeStream } from "react-dom/static";
import { afterAll, describe, expect, it } from "vitest";
import { entryScreens } from "../../web/app/entry-screens.ts";
import { pageScreens } from "../../web/app/page-screens.ts";
import { PageOf, type PageAnswer } from "../src/app/route-page.tsx";
import { routeModule } from "../src/app/route-modules.ts";
import { entryPage, hasPage, type EntryPage } from "../src/config/entry-pages.ts";
import { withContent } from "../src/server/preview-store.ts";

// Synthetic content has an entry for every screen, a page in the standard layout included.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-preview-pages-"));
generateSyntheticContent(root, { scale: 1 });
const { snapshot } = loadContent(root);
if (!snapshot) throw new Error("the synthetic content has errors");
const store = new ContentStore(snapshot);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The first entry's page found for each route, over every entry the editor previews. */
const pageOfRoute = new Map<string, EntryPage & { collection: CollectionName }>();
for (const { name } of collections.filter((collection) => hasPage(collection.name))) {
  for (const entry of snapshot.collections[name] as { id: string }[]) {
    const page = entryPage(snapshot, name, entry.id);
    if (page && !pageOfRoute.has(page.route)) pageOfRoute.set(page.route, { ...page, collection: name });
  }
}

/** The preview pane's page for an answer, as HTML. */
async function drawn(page: PageAnswer): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<PageOf page={page} document={undefined as never} />);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  // React's markers between text parts (`<!-- -->`) are not part of what an author reads.
  return html.replace(/<!--.*?-->/g, "");
}

/** The server's answer for a page: its route's loader run over the content (src/server/preview.ts). */
async function answerFor(page: EntryPage & { collection: CollectionName }): Promise<PageAnswer> {
  const module = routeModule(page.route) as unknown as { loader: (args: object) => unknown };
  const loaderData = await withContent(store, () =>
    module.loader({ params: page.params, request: new Request("http://127.0.0.1/") }),
  );
  return { ...page, entryId: undefined, site: store.site, loaderData };
}

describe("the preview draws every screen the site's lists name", () => {
  const routes = [...new Set([...Object.values<string>(entryScreens), ...Object.values<string>(pageScreens)])];

  it.each(routes)("%s, with its loader's data", async (route) => {
    const page = pageOfRoute.get(route);
    expect(page, `no entry the editor previews shows on ${route}`).toBeDefined();
    const html = await drawn(await answerFor(page!));
    expect(html).not.toContain("The editor has no view");
    expect(html).toMatch(/<h1[^>]*>\s*[^<\s]/);
  });

  it("says so for a route the app has no module for", async () => {
    const html = await drawn({
      collection: "faq",
      entryId: undefined,
      site: store.site,
      loaderData: {},
      route: "screens/nowhere/route.tsx",
      params: {},
    });
    expect(html).toContain("The editor has no view for screens/nowhere/route.tsx.");
  });
});
