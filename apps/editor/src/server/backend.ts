import fs from "node:fs";
import path from "node:path";
import { formatIssue, type ContentIssue } from "@site/content";
import { planDelete, planSave } from "./save-entry.ts";
import { entriesOf, entryText, findEntry } from "./virtual-entries.ts";
import type { ContentWorkspace } from "./workspace.ts";

/** A request of Decap's proxy backend (the protocol decap-server speaks). */
export interface BackendRequest {
  action: string;
  params: Record<string, unknown>;
}

/** A refused request: the status and what the author reads, with the check's issues at their fields. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly issues: { field?: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/** The content folders uploads go to: images and downloads, as the check knows them. */
const mediaFolders = new Set(["media", "downloads"]);

function mediaFolderOf(requested: unknown): string {
  const folder = String(requested ?? "media").replace(/^\/+|\/+$/g, "");
  if (!mediaFolders.has(folder)) throw new Refusal(`uploads go to media/ or downloads/, not ${folder}/`);
  return folder;
}

function mediaFile(root: string, relative: string) {
  const content = fs.readFileSync(path.join(root, relative)).toString("base64");
  return { id: relative, name: path.basename(relative), path: relative, content, encoding: "base64" };
}

/**
 * The check's issues about one entry, with their field paths from the entry: `definition`, where the
 * check says `[12] "Trust".definition` (the item's place and name in its file).
 */
function issuesOfEntry(workspace: ContentWorkspace, issues: ContentIssue[], at: readonly PropertyKey[]) {
  const prefix = at.map((key) => `[${String(key)}]`).join("");
  const fieldOf = (field: string) =>
    field.startsWith(prefix)
      ? field
          .slice(prefix.length)
          .replace(/^ "(?:[^"\\]|\\.)*"/, "")
          .replace(/^\./, "")
      : field;
  return issues.map((issue) => ({
    severity: issue.severity,
    file: path.relative(workspace.trial, issue.file).split(path.sep).join("/"),
    ...(issue.field !== undefined ? { field: fieldOf(issue.field) } : {}),
    message: issue.message,
    where: formatIssue(issue, workspace.trial),
  }));
}

/** Answers one request of Decap's proxy backend against the working copy. */
export async function handleBackendRequest(workspace: ContentWorkspace, request: BackendRequest): Promise<unknown> {
  const { root } = workspace;
  const { params } = request;
  switch (request.action) {
    case "info":
      return { repo: path.basename(path.dirname(root)), publish_modes: ["simple"], type: "local_fs" };
    case "entriesByFolder": {
      const folder = String(params.folder).replace(/^\/+|\/+$/g, "");
      return entriesOf(root, folder).map((found) => ({
        data: entryText(root, found),
        file: { path: found.path, id: found.path },
      }));
    }
    case "entriesByFiles":
      return (params.files as { path: string }[]).flatMap((file) => {
        const found = findEntry(root, file.path);
        return found ? [{ data: entryText(root, found), file: { path: file.path, id: file.path } }] : [];
      });
    case "getEntry": {
      const found = findEntry(root, String(params.path));
      if (!found) throw new Refusal(`${String(params.path)} is not in the content folder`);
      return { data: entryText(root, found), file: { path: String(params.path), id: String(params.path) } };
    }
    case "persistEntry": {
      const dataFiles = params.dataFiles as { path: string; raw: string; newPath?: string }[];
      const assets = (params.assets as { path: string; content: string }[] | undefined) ?? [];
      const options = (params.options ?? {}) as { newEntry?: boolean };
      // Images uploaded while editing come with the entry (Decap keeps them as drafts until then): they
      // are checked and written with it, all or nothing.
      let uploads = new Map(assets.map((asset) => [safeMediaPath(asset.path), Buffer.from(asset.content, "base64")]));
      const warnings: ReturnType<typeof issuesOfEntry> = [];
      for (const file of dataFiles) {
        const plan = await planSave(root, file.path, file.raw, options.newEntry === true);
        if ("refuse" in plan) throw new Refusal(plan.refuse);
        const outcome = workspace.apply({ ...plan.change, files: new Map([...uploads, ...plan.change.files]) });
        uploads = new Map();
        if ("refused" in outcome) {
          const found = findEntry(root, file.path);
          const issues = issuesOfEntry(workspace, outcome.refused, found?.entry.path ?? []);
          const shown = (issue: (typeof issues)[number]) =>
            issue.field
              ? `${issue.field}: ${issue.message}`
              : issue.file === found?.entry.file
                ? issue.message
                : issue.where;
          throw new Refusal(`Not saved: ${issues.map(shown).join("; ")}`, issues);
        }
        const saved = findEntry(root, file.path);
        const about = (issue: ContentIssue) =>
          saved !== undefined &&
          path.relative(workspace.trial, issue.file).split(path.sep).join("/") === saved.entry.file &&
          (issue.field ?? "").startsWith(saved.entry.path.map((key) => `[${String(key)}]`).join(""));
        warnings.push(...issuesOfEntry(workspace, outcome.warnings.filter(about), saved?.entry.path ?? []));
      }
      return { message: "entry persisted", warnings };
    }
    case "deleteFile":
    case "deleteFiles": {
      const paths = request.action === "deleteFile" ? [String(params.path)] : (params.paths as string[]);
      for (const virtual of paths) {
        const plan = await planDelete(root, virtual);
        if ("refuse" in plan) throw new Refusal(plan.refuse);
        const outcome = workspace.apply(plan.change);
        if ("refused" in outcome) {
          throw new Refusal(
            `Not deleted: ${outcome.refused.map((issue) => formatIssue(issue, workspace.trial)).join("; ")}`,
          );
        }
      }
      return { message: "deleted" };
    }
    case "getMedia": {
      const folder = mediaFolderOf(params.mediaFolder);
      const dir = path.join(root, folder);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .filter((name) => !name.startsWith("."))
        .map((name) => mediaFile(root, `${folder}/${name}`));
    }
    case "getMediaFile":
      return mediaFile(root, safeMediaPath(String(params.path)));
    case "persistMedia":
      return persistMedia(workspace, params.asset as { path: string; content: string });
    case "getDeployPreview":
      return null;
    default:
      throw new Refusal(`the editor does not do "${request.action}"`);
  }
}

/** A media path a request names, inside media/ or downloads/ and nowhere else. */
function safeMediaPath(requested: string): string {
  const relative = path.posix.normalize(requested.replace(/^\/+/, ""));
  const [folder, ...rest] = relative.split("/");
  if (!folder || !mediaFolders.has(folder) || rest.length !== 1 || rest[0]!.startsWith(".")) {
    throw new Refusal(`${requested} is not a file of media/ or downloads/`);
  }
  return relative;
}

/** An upload, kept only if the check accepts it (its size and kind within site.yaml's limits). */
async function persistMedia(workspace: ContentWorkspace, asset: { path: string; content: string }) {
  const relative = safeMediaPath(asset.path);
  const outcome = workspace.apply({ files: new Map([[relative, Buffer.from(asset.content, "base64")]]) });
  if ("refused" in outcome) {
    throw new Refusal(`Not uploaded: ${outcome.refused.map((issue) => issue.message).join("; ")}`);
  }
  return mediaFile(workspace.root, relative);
}
