import fs from "node:fs";
import path from "node:path";
import type { Source } from "../collection/sources.ts";
import type { IssueList } from "../issues.ts";
import { mediaFolders } from "../schema/links.ts";
import { closest } from "./edit-distance.ts";

/** The guide for authors, which lives beside what it explains. */
const guideFile = "README.md";

/** How each format's files are named, and the names authors give them by mistake. */
const extensions: Record<Source["format"], { name: string; misnamed: string[] }> = {
  yaml: { name: ".yaml", misnamed: [".yml"] },
  mdx: { name: ".mdx", misnamed: [".md", ".markdown"] },
};

/**
 * Reports every file under the content folder that no collection reads, since its author believes
 * it is published: with the file it was likely meant to be, or where such content goes. Media and
 * downloads have their own checks; hidden files (the tools' own, such as .published-addresses) and
 * the guide are not content. Files already reported (a name a source refused) are not reported again.
 */
export function reportStrayFiles(
  root: string,
  sources: readonly Source[],
  read: ReadonlySet<string>,
  issues: IssueList,
): void {
  const reported = new Set(issues.items.map((issue) => path.relative(root, issue.file)));
  for (const relative of contentFiles(root)) {
    if (read.has(relative) || relative === guideFile) continue;
    if ([...ancestors(relative)].some((folder) => reported.has(folder))) continue;
    issues.error(path.join(root, relative), strayMessage(relative, sources));
  }
}

/** What to tell the author of a file no collection reads. */
function strayMessage(relative: string, sources: readonly Source[]): string {
  const unread = "no part of the site reads this file, so its text is not published";
  const extension = path.extname(relative).toLowerCase();
  const format = (Object.keys(extensions) as Source["format"][]).find(
    (f) => extensions[f].name === extension || extensions[f].misnamed.includes(extension),
  );
  if (!format) {
    return `${unread}: content/ holds only the YAML (.yaml) and MDX (.mdx) files the site reads; images go in "content/${mediaFolders.media}", files to download in "content/${mediaFolders.downloads}", anything else outside content/`;
  }
  const ofFormat = sources.filter((source) => source.format === format);
  const meant = likelyMeant(relative, ofFormat);
  if (meant) return `${unread}: did you mean "content/${meant}"?`;
  const places = ofFormat.map((source) => `"content/${source.pattern.replaceAll("*", "<name>")}"`);
  return `${unread}: ${format === "yaml" ? "YAML" : "MDX"} files are read at ${places.join(", ")}`;
}

/**
 * The file a stray one was most likely meant to be, among sources of its format: its names in each pattern (a
 * misspelt or misnamed file, `faqs.yaml`, `pages/about-us.md`), or a source's file whose name its
 * folder has (`dictionary/foo.yaml`, whose text belongs in the list of `dictionary.yaml`).
 */
function likelyMeant(relative: string, sources: readonly Source[]): string | undefined {
  const segments = relative.split("/");
  const candidates: string[] = [];
  const files: string[] = [];
  for (const { pattern } of sources) {
    const parts = pattern.split("/");
    if (!pattern.includes("*")) files.push(pattern);
    if (parts.length !== segments.length) continue;
    // The stray file's names in the pattern's places: `pages/*.mdx` makes `pages/about-us.md` `pages/about-us.mdx`.
    const name = (i: number) => (i === parts.length - 1 ? withoutExtension(segments[i]!) : segments[i]!);
    candidates.push(parts.map((part, i) => part.replace("*", name(i))).join("/"));
  }
  const byName = closest(relative, candidates);
  if (byName) return byName;
  if (segments.length < 2) return undefined;
  const folder = segments[0]!;
  return files.find((file) => withoutExtension(file) === folder || closest(folder, [withoutExtension(file)]));
}

function withoutExtension(name: string): string {
  return name.replace(/\.[^./]+$/, "");
}

/** Every folder a relative path is inside, innermost first, and the path itself. */
function* ancestors(relative: string): Generator<string> {
  for (let at = relative; at !== "." && at !== ""; at = path.dirname(at)) yield at;
}

/** Every file under the content folder, relative and with `/`, but hidden ones, media and downloads. */
function contentFiles(root: string): string[] {
  const found: string[] = [];
  const skipped = new Set<string>(Object.values(mediaFolders));
  const walk = (folder: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, folder), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!(folder === "" && skipped.has(entry.name))) walk(relative);
      } else found.push(relative);
    }
  };
  walk("");
  return found.sort();
}
