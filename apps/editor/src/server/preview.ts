import path from "node:path";
import { collections, formatIssue, type CollectionName, type ContentSnapshot } from "@site/content";
import { ContentStore } from "@site/content/store";
import type { ViteDevServer } from "vite";
import { parse } from "yaml";
import { entryPage, hasPage, type EntryPage } from "../config/entry-pages.ts";
import { previewStoreModule } from "./preview-store-plugin.ts";
import type * as PreviewStore from "./preview-store.ts";
import { planSave } from "./save-entry.ts";
import { findEntry, parseVirtualPath } from "./virtual-entries.ts";
import type { ContentWorkspace } from "./workspace.ts";

/** The site's app: its route modules' loaders compute a page's data, as when the page is prerendered. */
const webApp = path.resolve(import.meta.dirname, "../../../web/app");

/** What the editor sends: the entry as the form holds it, as Decap would save it. */
export interface PreviewRequest {
  path: string;
  raw: string;
  newEntry?: boolean;
}

export type PreviewAnswer =
  | ({ collection: CollectionName; entryId: string | undefined; site: unknown; loaderData: unknown } & EntryPage)
  | { errors: { field?: string; message: string }[] };

interface RouteModule {
  loader: (args: { params: Record<string, string>; request: Request }) => unknown;
}

/**
 * The entry of a collection in the checked content that the form holds: an item of a list by its name
 * (its label field), an entry of its own file by the file's name.
 */
function entryIdIn(
  snapshot: ContentSnapshot,
  collection: CollectionName,
  raw: Record<string, unknown>,
  fileId: string | undefined,
) {
  const label = collections.find((c) => c.name === collection)?.labelField;
  if (!label) return fileId;
  const entries = snapshot.collections[collection] as { id: string }[];
  return entries.find((entry) => (entry as Record<string, unknown>)[label] === raw[label])?.id;
}

/**
 * The page an edited entry would have: the change tried on the workspace's copy (as a save is) and
 * checked, then the page's own loader run over that content. The editor's page draws the page's
 * view with the answer. Loaders read the store in turn: one preview at a time.
 */
export function previewer(server: ViteDevServer, workspace: () => ContentWorkspace) {
  let queue: Promise<unknown> = Promise.resolve();
  const preview = async (request: PreviewRequest): Promise<PreviewAnswer> => {
    const parsed = parseVirtualPath(request.path);
    const collection = parsed?.target.collection;
    if (!collection || !hasPage(collection))
      return { errors: [{ message: `${request.path} has no page on the site` }] };
    const plan = await planSave(workspace().root, request.path, request.raw, request.newEntry === true, {
      // The page is the same either way; the formatter is half a second of each keystroke.
      inHouseStyle: false,
    });
    if ("refuse" in plan) return { errors: [{ message: plan.refuse }] };
    const tried = workspace().preview(plan.change);
    if ("refused" in tried) {
      return {
        errors: tried.refused.map((issue) => ({
          ...(issue.field !== undefined ? { field: issue.field } : {}),
          message: formatIssue(issue, workspace().trial),
        })),
      };
    }
    const data = (parse(request.raw.replace(/^---\n([\s\S]*?)\n---[\s\S]*$/, "$1")) ?? {}) as Record<string, unknown>;
    // A page's own file (content/pages/about.mdx) is named by the file rather than by the form.
    const fileId = parsed.id ?? findEntry(workspace().root, request.path)?.entry.id;
    const entryId = entryIdIn(tried.snapshot, collection, data, fileId);
    const page = entryPage(tried.snapshot, collection, entryId);
    if (!page) return { errors: [{ message: `${request.path} has no page on the site yet` }] };
    const store = new ContentStore(tried.snapshot);
    const { withContent } = (await server.ssrLoadModule(previewStoreModule)) as typeof PreviewStore;
    const route = (await server.ssrLoadModule(path.join(webApp, page.route))) as RouteModule;
    try {
      const loaderData = await withContent(store, () =>
        route.loader({ params: page.params, request: new Request("http://127.0.0.1/") }),
      );
      return { collection, entryId, site: store.site, loaderData, ...page };
    } catch (thrown) {
      // A loader's answer for a page the site would not show (React Router's 404 `data`): said, not logged.
      if (thrown instanceof Error) throw thrown;
      return { errors: [{ message: `the site answers this entry's page with "not found" (${page.route})` }] };
    }
  };
  return (request: PreviewRequest): Promise<PreviewAnswer> => {
    const answer = queue.then(() => preview(request));
    queue = answer.catch(() => undefined);
    return answer;
  };
}
