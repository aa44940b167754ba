import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { LoadContext } from "../collection/context.ts";
import {
  entryPath,
  idsWithPage,
  routesOf,
  type CollectionContext,
  type CollectionDefinition,
} from "../collection/define.ts";
import type { SourceEntry } from "../collection/sources.ts";
import type { SiteConfig } from "../collections/site/schema.ts";
import { IssueList, type ContentIssue } from "../issues.ts";
import { collections, type CollectionName, type Entry } from "../registry.ts";
import { mdxToRich } from "../rich/mdx.ts";
import { linkProblem, mediaFolders, refusedFile } from "../schema/links.ts";
import { withSiteIndex, type SiteIndex } from "../schema/site-index.ts";
import { listContentFolder } from "../source/content-files.ts";
import type { MdxSource } from "../source/mdx.ts";
import { checkSvg } from "../source/svg-rules.ts";
import { formatField, reportAt, validateEntry, type EntryPlace } from "../source/validate.ts";
import { locate } from "../source/yaml.ts";
import { FileCache } from "./file-cache.ts";

/** Everything the site is built from, validated and cross-checked. */
export interface ContentSnapshot {
  collections: { [N in CollectionName]: Entry<N>[] };
  /** Every path the site serves a page at, in the order of the collections. */
  routes: string[];
  /** Paths that only redirect (written as redirect pages, not listed in the sitemap). */
  redirects: { from: string; to: string }[];
  /** Per collection, a hash that changes whenever its entries do. */
  versions: Record<CollectionName, string>;
}

export interface GraphResult {
  root: string;
  /** Present only when there are no errors: nothing half-built ever leaves the graph. */
  snapshot?: ContentSnapshot;
  issues: ContentIssue[];
  /** Collections whose entries are not those of the previous run (every collection on the first). */
  changed: CollectionName[];
}

type AnyCollection = CollectionDefinition<string, never, boolean, { id: string }>;
type Valid = { id: string } & Record<string, unknown>;

interface Located extends EntryPlace {
  entry: SourceEntry;
  id: string | undefined;
}

/**
 * A file's entries once validated, kept while the file and the parts of the site its checks read
 * (its links read the routes, a reference reads that collection's ids) stay as they were.
 */
interface FileResult {
  fileHash: string;
  entries: Valid[] | undefined;
  issues: ContentIssue[];
  reads: string[];
  readsKey: string;
}

interface Finished {
  version: string;
  entries: Valid[] | undefined;
  issues: ContentIssue[];
  reads: string[];
}

/**
 * The content of one folder as a graph of files, entries and the checks between them. A run reads
 * only files it was told changed (or never read), validates only entries whose file or whose site
 * (routes, ids, media, site.yaml) changed, and finishes only collections whose entries changed;
 * everything else comes from the previous run. So `content check` and a build validate each file
 * once, and a save in `pnpm dev` costs about the one file that was saved.
 */
export class ContentGraph {
  private readonly files: FileCache;
  private readonly validated = new Map<string, FileResult>();
  private readonly finished = new Map<string, Finished>();
  private readonly bodies = new WeakMap<MdxSource, { site: SiteConfig; result: ReturnType<typeof mdxToRich> }>();

  constructor(
    readonly root: string,
    private readonly definitions: readonly AnyCollection[] = collections as unknown as AnyCollection[],
  ) {
    this.files = new FileCache(root);
  }

  /** Files that changed on disk (every file when none are named): the next run reads them again. */
  invalidate(files?: readonly string[]): void {
    this.files.forget(files?.map((file) => path.resolve(file)));
  }

  /** Whether a file differs on disk from what the last run read. */
  isStale(file: string): boolean {
    return this.files.isStale(path.resolve(file));
  }

  run(): GraphResult {
    const issues = new IssueList();
    const root = this.root;
    if (!fs.existsSync(root)) {
      issues.error(root, "content folder not found (set CONTENT_DIR or create content/)");
      return { root, issues: issues.items, changed: [] };
    }
    const ctx = new LoadContext(root, issues, this.files);

    // 1. Every source's entries, with the ids they are known by: enough to know every route.
    const loaded = this.definitions.map((collection) => ({ collection, ...this.load(collection, ctx) }));
    const ids = new Map<string, ReadonlySet<string>>();
    for (const { collection, entries } of loaded) {
      const own = entries.flatMap((e) => (e.id ? [e.id] : []));
      ids.set(
        collection.name,
        new Set(collection.referenceIds ? entries.flatMap((e) => collection.referenceIds!(e.entry.data)) : own),
      );
    }
    const entryIds = (collection: AnyCollection) =>
      loaded.find((l) => l.collection === collection)!.entries.flatMap((e) => (e.id ? [e.id] : []));
    const routes = this.definitions.flatMap((collection) => routesOf(collection, entryIds(collection)));
    const redirects = this.definitions.flatMap((collection) => {
      const { page, redirect } = collection;
      if (!page || !redirect) return [];
      return idsWithPage(page, entryIds(collection)).map((id) => ({ from: entryPath(redirect, id), to: entryPath(page, id) }));
    });
    const media = listContentFolder(root, mediaFolders.media);
    const downloads = listContentFolder(root, mediaFolders.downloads);
    const refused = new Map([
      ...[...media.refused].map(([name, why]): [string, string] => [`${mediaFolders.media}/${name}`, why]),
      ...[...downloads.refused].map(([name, why]): [string, string] => [`${mediaFolders.downloads}/${name}`, why]),
    ]);
    const parts = new Map<string, string>([
      ["routes", hash(routes)],
      ["media", hash([...media.files.keys()])],
      ["downloads", hash([...downloads.files])],
      ["refused", hash([...refused])],
      ...[...ids].map(([name, set]): [string, string] => [`ids:${name}`, hash([...set])]),
    ]);
    const index: Omit<SiteIndex, "site"> & { site?: SiteConfig } = {
      root,
      routes: new Set(routes),
      idsOf: (name) => ids.get(name),
      media: new Set(media.files.keys()),
      downloads: downloads.files,
      refused,
    };
    // A file that is never published is reported even when nothing links to it: its author expects it online.
    for (const [relative] of refused) {
      const [folder = "", ...name] = relative.split("/");
      issues.error(path.join(root, relative), refusedFile(folder, name.join("/"), index)!);
    }

    // 2. site.yaml first: every other collection reads its values.
    const [siteLoad, ...rest] = loaded;
    const siteEntries = this.validate(siteLoad!, index, parts, issues);
    const site = siteEntries?.[0] as SiteConfig | undefined;
    if (!site) return { root, issues: issues.items, changed: [] };
    index.site = site;
    parts.set("site", this.files.hash(path.join(root, "site.yaml")) ?? "");
    this.checkPublishedFiles(media.files, downloads.files, site, issues);

    // 3. Every other collection, then its collection-wide checks.
    const results = new Map<string, Valid[] | undefined>([["site", siteEntries]]);
    const changed: CollectionName[] = [];
    const versions: Record<string, string> = {};
    for (const load of [siteLoad!, ...rest]) {
      const { collection } = load;
      const entries = collection.name === "site" ? siteEntries : this.validate(load, index, parts, issues);
      const previous = this.finished.get(collection.name);
      // What the collection is made of: its files as validated, and what its finishing step read.
      const versionWith = (reads: readonly string[]) =>
        hash([
          load.readable,
          load.entries.map((e) => e.cacheKey),
          load.files.map((relative) => this.validated.get(`${collection.name}\0${relative}`)?.readsKey ?? relative),
          readsKey(reads, parts),
        ]);
      let finished = previous;
      if (!finished || finished.version !== versionWith(finished.reads)) {
        changed.push(collection.name as CollectionName);
        const reads = new Set<string>();
        const result = this.finish(collection, load.entries, entries, tracked(index, reads));
        finished = { ...result, reads: [...reads], version: versionWith([...reads]) };
        this.finished.set(collection.name, finished);
      }
      versions[collection.name] = finished.version;
      for (const issue of finished.issues) issues.add(issue);
      results.set(collection.name, finished.entries);
    }

    if (issues.errors.length > 0 || [...results.values()].some((entries) => entries === undefined)) {
      return { root, issues: issues.items, changed };
    }
    return {
      root,
      issues: issues.items,
      changed,
      snapshot: {
        collections: Object.fromEntries(results) as ContentSnapshot["collections"],
        routes,
        redirects,
        versions: versions as ContentSnapshot["versions"],
      },
    };
  }

  /** A collection's files, each read through the cache, and its entries with their ids and names. */
  private load(collection: AnyCollection, ctx: LoadContext) {
    const entries: (Located & { relative: string; cacheKey: string })[] = [];
    let readable = true;
    const files = collection.source.files(ctx);
    for (const relative of files) {
      const read = collection.source.read(ctx, relative);
      const fileHash = this.files.hash(ctx.file(relative)) ?? "missing";
      if (!read) {
        readable = false;
        continue;
      }
      for (const entry of read) {
        const label = collection.labelField ? stringField(entry.data, collection.labelField) : undefined;
        entries.push({
          entry,
          relative,
          cacheKey: `${relative}:${fileHash}`,
          id: entry.id ?? collection.idOf?.(entry.data),
          yaml: entry.yaml,
          path: entry.path,
          ...(label !== undefined ? { label } : {}),
        });
      }
    }
    for (const id of collection.required ?? []) {
      if (entries.some((e) => e.id === id)) continue;
      const relative = collection.source.pattern.replace("*", id);
      if (files.includes(relative)) continue;
      ctx.issues.error(ctx.file(relative), `file is missing: create ${relative} under the content folder`);
      readable = false;
    }
    return { entries, readable, files };
  }

  /** Validates a collection's entries file by file, reusing each file's result while nothing it read changed. */
  private validate(
    load: { collection: AnyCollection; entries: (Located & { relative: string; cacheKey: string })[]; readable: boolean },
    index: SiteIndex,
    parts: ReadonlyMap<string, string>,
    issues: IssueList,
  ): Valid[] | undefined {
    const { collection } = load;
    const byFile = new Map<string, Located[]>();
    for (const entry of load.entries) {
      const list = byFile.get(entry.relative);
      if (list) list.push(entry);
      else byFile.set(entry.relative, [entry]);
    }
    let valid: Valid[] | undefined = load.readable ? [] : undefined;
    for (const [relative, entries] of byFile) {
      const key = `${collection.name}\0${relative}`;
      const fileHash = this.files.hash(path.join(this.root, relative)) ?? "";
      let result = this.validated.get(key);
      if (!result || result.fileHash !== fileHash || result.readsKey !== readsKey(result.reads, parts)) {
        const reads = new Set<string>();
        const validated = this.validateFile(collection, entries, tracked(index, reads));
        result = { fileHash, ...validated, reads: [...reads], readsKey: readsKey([...reads], parts) };
        this.validated.set(key, result);
      }
      for (const issue of result.issues) issues.add(issue);
      if (result.entries && valid) valid.push(...result.entries);
      else valid = undefined;
    }
    return valid;
  }

  private validateFile(
    collection: AnyCollection,
    entries: Located[],
    index: SiteIndex,
  ): Pick<FileResult, "entries" | "issues"> {
    const issues = new IssueList();
    const valid = entries.map((located) => {
      const { entry, id } = located;
      const schema = (id !== undefined && collection.schemaFor?.(id)) || collection.schema;
      const data = withSiteIndex(index, () => validateEntry(schema, entry.data, located, issues)) as
        Record<string, unknown> | undefined;
      if (data && id === undefined) {
        reportAt(
          issues,
          located,
          collection.labelField ? [collection.labelField] : [],
          `${collection.uniqueName ?? "entry"} "${located.label ?? ""}" has no letters or digits to make an address from`,
        );
        return undefined;
      }
      const body = collection.body && entry.mdx ? this.body(entry.mdx, index, issues) : undefined;
      if (!data || (collection.body && entry.mdx && !body)) return undefined;
      return { ...data, id: id!, ...(body ? { body } : {}) } as Valid;
    });
    return { entries: valid.every(Boolean) ? (valid as Valid[]) : undefined, issues: issues.items };
  }

  /** An MDX body as rich content; its `{site.…}` values and links are checked where they are written. */
  private body(mdx: MdxSource, index: SiteIndex, issues: IssueList) {
    const site = index.site!;
    const routes = index.routes;
    let converted = this.bodies.get(mdx);
    if (converted?.site !== site) {
      converted = { site, result: mdxToRich(mdx.body, { site, root: index.root }) };
      this.bodies.set(mdx, converted);
    }
    const { tree, text, links, problems } = converted.result;
    const before = issues.errors.length;
    for (const problem of problems) issues.error(mdx.file, problem.value, { line: problem.line, column: problem.column });
    for (const link of links) {
      const problem = linkProblem(link.value, { ...index, routes });
      if (problem) issues.error(mdx.file, problem, { line: link.line, column: link.column });
    }
    return issues.errors.length > before ? undefined : { tree, text };
  }

  /**
   * Media and downloads are published as they are: each within its size limit from site.yaml, and
   * no SVG that could run code when opened.
   */
  private checkPublishedFiles(
    media: ReadonlyMap<string, number>,
    downloads: ReadonlyMap<string, number>,
    site: SiteConfig,
    issues: IssueList,
  ): void {
    const folders = [
      { folder: mediaFolders.media, files: media, limit: site.limits.mediaMegabytes, setting: "mediaMegabytes" },
      { folder: mediaFolders.downloads, files: downloads, limit: site.limits.downloadMegabytes, setting: "downloadMegabytes" },
    ];
    for (const { folder, files, limit, setting } of folders) {
      for (const [name, bytes] of files) {
        const file = path.join(this.root, folder, name);
        if (bytes > limit * megabyte) {
          issues.error(
            file,
            `the file is ${(bytes / megabyte).toFixed(1)} MB; files in ${folder}/ may be at most ${limit} MB (limits.${setting} in site.yaml): make it smaller`,
          );
        } else if (folder === mediaFolders.media && name.toLowerCase().endsWith(".svg")) {
          const checked = this.files.parsed(file, checkSvg);
          if (checked !== "missing") for (const issue of checked.issues) issues.add(issue);
        }
      }
    }
  }

  /** Duplicate ids, then the collection's own finishing step, once every entry is valid. */
  private finish(
    collection: AnyCollection,
    located: Located[],
    entries: Valid[] | undefined,
    index: SiteIndex,
  ): Pick<Finished, "entries" | "issues"> {
    const issues = new IssueList();
    const places = new Map<string, Located>();
    for (const entry of located) {
      if (entry.id === undefined) continue;
      const first = places.get(entry.id);
      if (!first) {
        places.set(entry.id, entry);
        continue;
      }
      const address = routesOf(collection, [entry.id])[0];
      const field = collection.labelField ? [collection.labelField] : [];
      reportAt(
        issues,
        entry,
        field,
        `duplicate ${collection.uniqueName ?? "entry"} "${entry.label ?? entry.id}": ${address ? `its address ${address}` : `its id "${entry.id}"`} is already used by ${formatField(first, [])} (line ${locate(first.yaml, [...first.path, ...field]).line})`,
      );
    }
    if (!entries || issues.errors.length > 0) return { entries: undefined, issues: issues.items };
    const ctx: CollectionContext = {
      index,
      error: (entry, fieldPath, message) => reportAt(issues, places.get(entry.id)!, fieldPath, message),
      warn: (entry, fieldPath, message) => reportAt(issues, places.get(entry.id)!, fieldPath, message, "warning"),
    };
    const finished = collection.finish ? collection.finish(entries as never, ctx) : entries;
    return { entries: issues.errors.length > 0 ? undefined : (finished as Valid[]), issues: issues.items };
  }
}

/** The index as one validation sees it: each part it reads is noted, so its result is kept until that part changes. */
function tracked(index: SiteIndex, reads: Set<string>): SiteIndex {
  return {
    root: index.root,
    get routes() {
      reads.add("routes");
      return index.routes;
    },
    idsOf(name) {
      reads.add(`ids:${name}`);
      return index.idsOf(name);
    },
    get media() {
      reads.add("media");
      return index.media;
    },
    get downloads() {
      reads.add("downloads");
      return index.downloads;
    },
    get refused() {
      reads.add("refused");
      return index.refused;
    },
    get site() {
      reads.add("site");
      return index.site;
    },
  };
}

function readsKey(reads: readonly string[], parts: ReadonlyMap<string, string>): string {
  return hash([...reads].sort().map((part) => [part, parts.get(part) ?? ""]));
}

function stringField(data: unknown, key: string): string | undefined {
  const value = (data as Record<string, unknown> | null)?.[key];
  return typeof value === "string" ? value : undefined;
}

const megabyte = 1024 * 1024;

function hash(value: unknown): string {
  return createHash("sha1").update(JSON.stringify(value)).digest("base64url");
}
