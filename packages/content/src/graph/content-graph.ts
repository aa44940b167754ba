import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { LoadContext } from "../collection/context.ts";
import {
  idsWithPage,
  rawText,
  routesOf,
  type CollectionContext,
  type CollectionDefinition,
  type EntryOf,
} from "../collection/define.ts";
import type { SourceEntry } from "../collection/sources.ts";
import { extraAddressesOf, rawFormerAddresses, redirectsOf, type Redirect } from "../editorial/addresses.ts";
import { reservedBy, takenByBuild, type BuildOutput, type SiteFiles } from "../editorial/build-output.ts";
import { today as todayIs } from "../editorial/today.ts";
import { notReadySeverity, processMode, type ContentMode } from "../editorial/mode.ts";
import { placeholderMessage, placeholdersInBody, placeholdersInData } from "../editorial/placeholders.ts";
import { vanishedAddresses, type PublishedAddress } from "../editorial/published-addresses.ts";
import { carriesReview, reviewProblem } from "../editorial/reviews.ts";
import { foldFollowOns, IssueList, type ContentIssue } from "../issues.ts";
import { mdxToRich } from "../rich/mdx.ts";
import { imageExtensions, linkCause, linkProblem, mediaFolders } from "../schema/links.ts";
import { withSiteIndex, type SiteIndex, type SiteSettings } from "../schema/site-index.ts";
import { listContentFolder, refusalMessage } from "../source/content-files.ts";
import type { MdxSource } from "../source/mdx.ts";
import { reportStrayFiles } from "../source/stray-files.ts";
import { checkSvg } from "../source/svg-rules.ts";
import { formatField, reportAt, validateEntry, type EntryPlace } from "../source/validate.ts";
import { locate } from "../source/yaml.ts";
import { FileCache } from "./file-cache.ts";
import { unreadableLookup, type UnreadableFile } from "./unreadable.ts";

/**
 * The collections a graph checks, in the order of the site's routes: the site's registry, which the
 * engine is given and never imports.
 */
export type Collections = readonly { name: string }[];
type NameOf<C extends Collections> = C[number]["name"];

/** Everything the site is built from, validated and cross-checked. */
export interface ContentSnapshot<C extends Collections = Collections> {
  /** How the content was read: a published snapshot holds no drafts. */
  mode: ContentMode;
  collections: { [N in NameOf<C>]: EntryOf<Extract<C[number], { name: N }>>[] };
  /** Every path the site serves a page at, in the order of the collections. */
  routes: string[];
  /**
   * Paths that only redirect, permanently: each entry's older and former addresses (written as
   * server rules and redirect pages, not listed in the sitemap).
   */
  redirects: Redirect[];
  /** The pages of drafts, among `routes` (previewing only: a published snapshot has none). */
  drafts: string[];
  /** Every address the published site answers (pages, their other files, redirects), and what is there. */
  addresses: PublishedAddress[];
  /** Per collection, a hash that changes whenever its entries do. */
  versions: Record<NameOf<C>, string>;
}

export interface GraphOptions<C extends Collections = Collections> {
  /** `preview` (pnpm dev, content check) or `publish` (pnpm build); by default, this process's. */
  mode?: ContentMode;
  /** The day reviews are dated against, `YYYY-MM-DD`; today by default. */
  today?: string;
  /** The collections to check (the site's registry). */
  collections: C;
  /** What the site's build writes for this content; no page or former address may take its place. */
  buildOutput: (site: SiteFiles) => BuildOutput;
}

export interface GraphResult<C extends Collections = Collections> {
  root: string;
  /** Present only when there are no errors: nothing half-built ever leaves the graph. */
  snapshot?: ContentSnapshot<C>;
  issues: ContentIssue[];
  /** Collections whose entries are not those of the previous run (every collection on the first). */
  changed: NameOf<C>[];
  /** The collections a run limited to them checked (see `RunOptions.only`); absent when it checked everything. */
  only?: string[];
  /** Every entry that carries a reviewed date, where it is, and whether the review is overdue. */
  reviews?: ReviewedEntry[];
  /** site.yaml's review period, in months, which `reviews` are measured against. */
  reviewPeriodMonths?: number;
}

export interface ReviewedEntry {
  file: string;
  line: number;
  /** `"Trust"`, from the entry's name or title. */
  name?: string;
  reviewed: string | null;
  /** Why it needs reading again (no date, or older than site.yaml's review period), if it does. */
  overdue?: string;
}

interface RunOptions {
  /**
   * Check only these collections (and site.yaml, which they read): every entry of the others is still
   * read for its id, address and draft state, so references, links, names and addresses are checked
   * against the whole site, but their own fields and bodies are not. Such a run has no snapshot.
   */
  only?: readonly string[];
}

type AnyCollection = CollectionDefinition<string, never, boolean, { id: string }>;
type Valid = { id: string } & Record<string, unknown>;

interface Located extends EntryPlace {
  entry: SourceEntry;
  id: string | undefined;
  /** The file, relative to the content folder. */
  relative: string;
  /** `draft: true`, or part of a draft (a step of a draft process). */
  draft: boolean;
  /** What messages call it: its label, or else its title. */
  name: string | undefined;
}

/**
 * A file's entries once validated, kept while the file and the parts of the site its checks read
 * (its links read the routes, a reference reads that collection's ids) stay as they were.
 */
interface FileResult {
  fileHash: string;
  /** Which of the file's entries were drafts: a draft is held to less. */
  drafts: string;
  entries: Valid[] | undefined;
  issues: ContentIssue[];
  reads: string[];
  readsKey: string;
  /** Each entry that validated without a problem, by its data: an edit to one term of a long list re-validates that term. */
  valid: Map<string, ValidatedEntry>;
}

interface ValidatedEntry {
  output: Valid;
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
export class ContentGraph<C extends Collections = Collections> {
  private readonly files: FileCache;
  private readonly validated = new Map<string, FileResult>();
  private readonly finished = new Map<string, Finished>();
  private readonly bodies = new WeakMap<MdxSource, { site: SiteSettings; result: ReturnType<typeof mdxToRich> }>();
  readonly mode: ContentMode;
  private readonly definitions: readonly AnyCollection[];

  constructor(
    readonly root: string,
    private readonly options: GraphOptions<C>,
  ) {
    this.mode = options.mode ?? processMode();
    this.definitions = options.collections as unknown as readonly AnyCollection[];
    this.files = new FileCache(root);
  }

  /** Files that changed on disk (every file when none are named): the next run reads them again. */
  invalidate(files?: readonly string[]): void {
    this.files.forget(files?.map((file) => path.resolve(file)));
  }

  /** Reads entries (MDX frontmatter only) through this graph's cache: what a command reads, a run reads no more. */
  reader(): LoadContext {
    return new LoadContext(this.root, new IssueList(), this.files, false);
  }

  /** Whether a file differs on disk from what the last run read. */
  isStale(file: string): boolean {
    return this.files.isStale(path.resolve(file));
  }

  /** Checks the content; each error's consequences are folded into it (see foldFollowOns). */
  run({ only }: RunOptions = {}): GraphResult<C> {
    const result = this.check(only && new Set(["site", ...only]));
    return { ...result, issues: foldFollowOns(result.issues), ...(only ? { only: [...only] } : {}) };
  }

  private check(only?: ReadonlySet<string>): GraphResult<C> {
    const issues = new IssueList();
    const root = this.root;
    if (!fs.existsSync(root)) {
      issues.error(root, "content folder not found (set CONTENT_DIR or create content/)");
      return { root, issues: issues.items, changed: [] };
    }
    const checks = (collection: AnyCollection) => !only || only.has(collection.name);
    const ctx = new LoadContext(root, issues, this.files);
    const entriesOnly = new LoadContext(root, issues, this.files, false);
    const publishing = this.mode === "publish";

    // 1. Every source's entries, with the ids they are known by and whether each is a draft: enough
    //    to know every route, every draft and every redirect before any entry is validated.
    const loaded = this.definitions.map((collection) => ({
      collection,
      ...this.load(collection, checks(collection) ? ctx : entriesOnly),
    }));
    markDrafts(loaded, issues);
    const ids = new Map<string, ReadonlySet<string>>();
    const draftIds = new Map<string, ReadonlyMap<string, string>>();
    for (const { collection, entries } of loaded) {
      const idsOf = (e: Located) => collection.referenceIds?.(e.entry.data) ?? (e.id ? [e.id] : []);
      ids.set(collection.name, new Set(entries.flatMap(idsOf)));
      draftIds.set(
        collection.name,
        new Map(
          entries.filter((e) => e.draft).flatMap((e) => idsOf(e).map((id): [string, string] => [id, describe(e)])),
        ),
      );
    }
    const routes: string[] = [];
    const draftRoutes = new Map<string, string>();
    const redirects: (Redirect & { by: Located; draft: boolean })[] = [];
    const addresses = new Map<string, string>();
    const extras = new Map<string, string>();
    const pageOwners: [route: string, entry: Located][] = [];
    const entryPagePaths = new Set<string>();
    for (const { collection, entries } of loaded) {
      for (const entry of entries) {
        if (entry.id === undefined) continue;
        const what = describe(entry, { line: false });
        if (collection.page && idsWithPage(collection.page, [entry.id]).length > 0)
          entryPagePaths.add(collection.page.path);
        for (const route of routesOf(collection, [entry.id])) {
          routes.push(route);
          pageOwners.push([route, entry]);
          if (entry.draft) draftRoutes.set(route, describe(entry));
          else addresses.set(route, what);
        }
        for (const extra of extraAddressesOf(collection, entry.id)) {
          extras.set(extra, `the share page of ${what}`);
          if (!entry.draft) addresses.set(extra, `${what}, share page`);
        }
        for (const redirect of redirectsOf(collection, entry.id, rawFormerAddresses(entry.entry.data))) {
          redirects.push({ ...redirect, by: entry, draft: entry.draft });
          if (!entry.draft) addresses.set(redirect.from, `redirect to ${redirect.to}`);
        }
      }
    }
    const media = { folder: mediaFolders.media, ...listContentFolder(root, mediaFolders.media) };
    const downloads = { folder: mediaFolders.downloads, ...listContentFolder(root, mediaFolders.downloads) };
    const published = [media, downloads];
    const refused = new Map(
      published.flatMap(({ folder, refused }) =>
        [...refused].map(([name, why]) => [`${folder}/${name}`, why] as const),
      ),
    );
    const parts = new Map<string, string>([
      ["routes", hash([routes, [...draftRoutes.keys()], redirects.map((r) => [r.from, r.to])])],
      ["media", hash([...media.files.keys()])],
      ["downloads", hash([...downloads.files])],
      ["refused", hash([...refused])],
      ["unreadable", hash(loaded.flatMap((load) => load.unreadable.map(({ file, id }) => [file, id])))],
      ...[...ids].map(([name, set]): [string, string] => [
        `ids:${name}`,
        hash([[...set], [...draftIds.get(name)!.keys()]]),
      ]),
    ]);
    const index: SiteIndex = {
      root,
      routes: new Set(routes),
      draftRoutes,
      redirects: new Map(redirects.map((r) => [r.from, r.to])),
      idsOf: (name) => ids.get(name),
      draftIdsOf: (name) => draftIds.get(name),
      media: new Set(media.files.keys()),
      downloads: downloads.files,
      refused,
      unreadable: unreadableLookup(loaded.flatMap((load) => load.unreadable)),
    };
    // A link's check reads one address: it is kept while that address stays as it was.
    const state: PartState = (part) =>
      part.startsWith(addressPart)
        ? hash(addressState(index, part.slice(addressPart.length)))
        : (parts.get(part) ?? "");
    // A file that is never published is reported even when nothing links to it: its author expects it online.
    for (const [relative, why] of refused) issues.error(path.join(root, relative), refusalMessage(relative, why));
    reportStrayFiles(
      root,
      this.definitions.map((collection) => collection.source),
      new Set(loaded.flatMap((load) => load.files)),
      issues,
    );
    // What collection-wide steps see: when publishing, the site without its drafts.
    const publishedIds = new Map(
      [...ids].map(([name, set]) => [name, new Set([...set].filter((id) => !draftIds.get(name)!.has(id)))] as const),
    );
    const finishIndex: typeof index = publishing
      ? {
          ...index,
          routes: new Set(routes.filter((route) => !draftRoutes.has(route))),
          draftRoutes: new Map(),
          idsOf: (name) => publishedIds.get(name),
          draftIdsOf: () => new Map(),
        }
      : index;

    // 2. site.yaml first: every other collection reads its values.
    const [siteLoad, ...rest] = loaded;
    const siteEntries = this.validate(siteLoad!, index, state, issues);
    const site = siteEntries?.[0] as SiteSettings | undefined;
    if (!site) return { root, issues: issues.items, changed: [] };
    index.site = site;
    finishIndex.site = site;
    parts.set("site", this.files.hash(path.join(root, "site.yaml")) ?? "");
    this.checkPublishedFiles(published, site, issues);

    // 3. Every other collection, then its collection-wide checks (when publishing, without its drafts).
    const results = new Map<string, Valid[] | undefined>([["site", siteEntries]]);
    const changed: NameOf<C>[] = [];
    const versions: Record<string, string> = {};
    for (const load of [siteLoad!, ...rest.filter((load) => checks(load.collection))]) {
      const { collection } = load;
      const entries = collection.name === "site" ? siteEntries : this.validate(load, index, state, issues);
      // What the collection is made of: its files as validated, and what its finishing step read.
      const versionWith = (reads: readonly string[]) =>
        hash([
          load.readable,
          load.entries.map((e) => [e.cacheKey, e.draft]),
          load.files.map((relative) => this.validated.get(`${collection.name}\0${relative}`)?.readsKey ?? relative),
          readsKey(reads, state),
        ]);
      let finished = this.finished.get(collection.name);
      if (!finished || finished.version !== versionWith(finished.reads)) {
        changed.push(collection.name as NameOf<C>);
        const reads = new Set<string>();
        const draftIds = new Set(publishing ? load.entries.flatMap((e) => (e.draft && e.id ? [e.id] : [])) : []);
        const kept = entries?.filter((entry) => !draftIds.has(entry.id));
        const drafts = entries?.filter((entry) => draftIds.has(entry.id)) ?? [];
        const result = this.finish(collection, load.entries, kept, tracked(finishIndex, reads), drafts);
        finished = { ...result, reads: [...reads], version: versionWith([...reads]) };
        this.finished.set(collection.name, finished);
      }
      versions[collection.name] = finished.version;
      for (const issue of finished.issues) issues.add(issue);
      results.set(collection.name, finished.entries);
    }

    // 4. What the editorial workflow asks of the whole site: no page or former address where the build
    //    writes something else, reviews not overdue, and every address once published still answered.
    const output = this.options.buildOutput({
      collections: this.definitions,
      routes,
      entryPagePaths: [...entryPagePaths],
      extraAddresses: extras,
    });
    for (const [route, entry] of pageOwners) {
      const reserved = reservedBy(route, output.reservedNames);
      if (reserved)
        reportAt(issues, entry, [], `the address ${route} is used by the site itself (${reserved}): rename the file`);
    }
    checkFormerAddresses(redirects, index.routes, output, issues);
    const reviews = this.checkReviews(loaded, results, site, issues);
    for (const issue of vanishedAddresses(root, addresses, notReadySeverity(this.mode), index.unreadable.address)) {
      issues.add(issue);
    }

    const checked = { root, issues: issues.items, changed, reviews, reviewPeriodMonths: site.reviewPeriodMonths };
    if (only || issues.errors.length > 0 || [...results.values()].some((entries) => entries === undefined)) {
      return checked;
    }
    return {
      ...checked,
      snapshot: {
        mode: this.mode,
        collections: Object.fromEntries(results) as ContentSnapshot<C>["collections"],
        routes: publishing ? routes.filter((route) => !draftRoutes.has(route)) : routes,
        redirects: redirects.flatMap(({ from, to, draft }) => (publishing && draft ? [] : [{ from, to }])),
        drafts: publishing ? [] : [...draftRoutes.keys()],
        addresses: [...addresses].map(([address, what]) => ({ address, what })),
        versions: versions as ContentSnapshot<C>["versions"],
      },
    };
  }

  /**
   * Warns of each entry whose text has gone unchecked for longer than site.yaml's review period;
   * returns every entry that carries a review date, for `content stale`.
   */
  private checkReviews(
    loaded: readonly { collection: AnyCollection; entries: Located[] }[],
    results: ReadonlyMap<string, Valid[] | undefined>,
    site: SiteSettings,
    issues: IssueList,
  ): ReviewedEntry[] {
    const day = this.options.today ?? todayIs();
    const months = site.reviewPeriodMonths;
    const reviews: ReviewedEntry[] = [];
    for (const { collection, entries } of loaded) {
      const places = new Map(entries.map((e) => [e.id, e]));
      for (const entry of results.get(collection.name) ?? []) {
        const place = places.get(entry.id);
        if (!carriesReview(entry) || !place) continue;
        const problem = reviewProblem(entry.reviewed, day, months);
        const field = entry.reviewed === null ? [] : ["reviewed"];
        if (problem) reportAt(issues, place, field, problem, "warning");
        const full = [...place.path, ...field];
        reviews.push({
          file: place.yaml.file,
          line: full.length === 0 ? 1 : locate(place.yaml, full).line,
          reviewed: entry.reviewed,
          ...(place.name ? { name: place.name } : {}),
          ...(problem ? { overdue: problem } : {}),
        });
      }
    }
    return reviews;
  }

  /** A collection's files, each read through the cache, and its entries with their ids and names. */
  private load(collection: AnyCollection, ctx: LoadContext) {
    const entries: (Located & { cacheKey: string })[] = [];
    const unreadable: UnreadableFile[] = [];
    const files = collection.source.files(ctx);
    for (const relative of files) {
      const read = collection.source.read(ctx, relative);
      const fileHash = this.files.hash(ctx.file(relative)) ?? "missing";
      if (!read) {
        const id = collection.source.entryIdOf(relative);
        unreadable.push({ collection, file: ctx.file(relative), ...(id !== undefined ? { id } : {}) });
        continue;
      }
      for (const entry of read) {
        const label = collection.labelField ? rawText(entry.data, collection.labelField) : undefined;
        entries.push({
          name: label ?? rawText(entry.data, "title"),
          entry,
          relative,
          cacheKey: `${relative}:${fileHash}`,
          id: entry.id ?? collection.idOf?.(entry.data),
          yaml: entry.yaml,
          path: entry.path,
          draft: saysDraft(entry.data),
          ...(label !== undefined ? { label } : {}),
        });
      }
    }
    for (const id of collection.required ?? []) {
      if (entries.some((e) => e.id === id)) continue;
      const relative = collection.source.pattern.replace("*", id);
      if (files.includes(relative)) continue;
      ctx.issues.error(ctx.file(relative), `file is missing: create ${relative} under the content folder`);
      unreadable.push({ collection, file: ctx.file(relative), id });
    }
    return { entries, readable: unreadable.length === 0, unreadable, files };
  }

  /** Validates a collection's entries file by file, reusing each file's result while nothing it read changed. */
  private validate(
    load: { collection: AnyCollection; entries: Located[]; readable: boolean },
    index: SiteIndex,
    parts: PartState,
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
      const drafts = entries.map((e) => (e.draft ? "d" : "-")).join("");
      let result = this.validated.get(key);
      if (
        !result ||
        result.fileHash !== fileHash ||
        result.drafts !== drafts ||
        result.readsKey !== readsKey(result.reads, parts)
      ) {
        const reads = new Set<string>();
        const validated = this.validateFile(collection, entries, index, parts, reads, result?.valid);
        result = { fileHash, drafts, ...validated, reads: [...reads], readsKey: readsKey([...reads], parts) };
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
    siteIndex: SiteIndex,
    parts: PartState,
    fileReads: Set<string>,
    before: ReadonlyMap<string, ValidatedEntry> = new Map(),
  ): Pick<FileResult, "entries" | "issues" | "valid"> {
    const issues = new IssueList();
    const kept = new Map<string, ValidatedEntry>();
    const valid = entries.map((located) => {
      const { entry, id, draft } = located;
      this.reportPlaceholders(located, issues);
      // An entry of a list whose data and whose reads of the site are as they were is as valid as it was.
      const key = entry.mdx ? undefined : hash([id, draft, entry.data]);
      const cached = key === undefined ? undefined : before.get(key);
      if (cached && cached.readsKey === readsKey(cached.reads, parts)) {
        for (const part of cached.reads) fileReads.add(part);
        kept.set(key!, cached);
        return cached.output;
      }
      const reads = new Set<string>();
      const index = tracked(siteIndex, reads);
      const issuesBefore = issues.items.length;
      const schema = (id !== undefined && collection.schemaFor?.(id)) || collection.schema;
      const data = withSiteIndex(index, draft, () => validateEntry(schema, entry.data, located, issues)) as
        Record<string, unknown> | undefined;
      const output = this.entryOutput(collection, located, data, index, issues);
      for (const part of reads) fileReads.add(part);
      if (output && key !== undefined && issues.items.length === issuesBefore) {
        kept.set(key, { output, reads: [...reads], readsKey: readsKey([...reads], parts) });
      }
      return output;
    });
    return { entries: valid.every(Boolean) ? (valid as Valid[]) : undefined, issues: issues.items, valid: kept };
  }

  /** A validated entry as the site holds it: its data, its id and its rich body; undefined when it has errors. */
  private entryOutput(
    collection: AnyCollection,
    located: Located,
    data: Record<string, unknown> | undefined,
    index: SiteIndex,
    issues: IssueList,
  ): Valid | undefined {
    const { entry, id, draft } = located;
    if (data && id === undefined) {
      reportAt(
        issues,
        located,
        collection.labelField ? [collection.labelField] : [],
        `${collection.uniqueName ?? "entry"} "${located.label ?? ""}" has no letters or digits to make an address from`,
      );
      return undefined;
    }
    const body = collection.body && entry.mdx ? this.body(entry.mdx, index, issues, draft) : undefined;
    if (!data || (collection.body && entry.mdx && !body)) return undefined;
    return { ...data, id: id!, ...(body ? { body } : {}) } as Valid;
  }

  /** An MDX body as rich content; its `{site.…}` values and links are checked where they are written. */
  private body(mdx: MdxSource, index: SiteIndex, issues: IssueList, draft: boolean) {
    const site = index.site!;
    let converted = this.bodies.get(mdx);
    if (converted?.site !== site) {
      converted = { site, result: mdxToRich(mdx.body, { site, root: index.root }) };
      this.bodies.set(mdx, converted);
    }
    const { tree, text, links, problems } = converted.result;
    const before = issues.errors.length;
    for (const problem of problems)
      issues.error(mdx.file, problem.value, { line: problem.line, column: problem.column });
    for (const { value, line, column } of links) {
      const message = linkProblem(value, index, { draft });
      if (!message) continue;
      const causedBy = linkCause(value, index);
      issues.add({ severity: "error", file: mdx.file, message, line, column, ...(causedBy ? { causedBy } : {}) });
    }
    return issues.errors.length > before ? undefined : { tree, text };
  }

  /**
   * The placeholders an entry still holds, in its fields and its MDX body: not ready to publish. A
   * draft's are only mentioned while previewing, since publishing leaves the draft out.
   */
  private reportPlaceholders(located: Located, issues: IssueList): void {
    if (located.draft && this.mode === "publish") return;
    const severity = located.draft ? "warning" : notReadySeverity(this.mode);
    const found = new IssueList();
    for (const { path: at, text } of placeholdersInData(located.entry.data)) {
      reportAt(found, located, at, placeholderMessage(text, located.draft), severity);
    }
    const mdx = located.entry.mdx;
    for (const { line, column, text } of mdx ? placeholdersInBody(mdx.body) : []) {
      found.add({ severity, file: mdx!.file, line, column, message: placeholderMessage(text, located.draft) });
    }
    const blocksPublishing = severity === "warning" && !located.draft;
    for (const issue of found.items) issues.add(blocksPublishing ? { ...issue, blocksPublishing } : issue);
  }

  /**
   * Media and downloads are published as they are: each within its size limit from site.yaml, media/
   * holding only images, and no SVG that could run code when opened.
   */
  private checkPublishedFiles(
    folders: readonly { folder: string; files: ReadonlyMap<string, number> }[],
    site: SiteSettings,
    issues: IssueList,
  ): void {
    for (const { folder, files } of folders) {
      const setting = folder === mediaFolders.media ? "mediaMegabytes" : "downloadMegabytes";
      const limit = site.limits[setting];
      for (const [name, bytes] of files) {
        const file = path.join(this.root, folder, name);
        if (bytes > limit * megabyte) {
          issues.error(
            file,
            `the file is ${(bytes / megabyte).toFixed(1)} MB; files in ${folder}/ may be at most ${limit} MB (limits.${setting} in site.yaml): make it smaller`,
          );
        } else if (folder === mediaFolders.media && !isImageName(name)) {
          issues.error(
            file,
            `media/ holds images (${imageExtensions.join(", ")}), and this file is not one: put files to download in ${mediaFolders.downloads}/`,
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
    drafts: readonly Valid[],
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
      drafts,
      error: (entry, fieldPath, message) => reportAt(issues, places.get(entry.id)!, fieldPath, message),
      warn: (entry, fieldPath, message) => reportAt(issues, places.get(entry.id)!, fieldPath, message, "warning"),
    };
    const finished = collection.finish ? collection.finish(entries as never, ctx) : entries;
    return { entries: issues.errors.length > 0 ? undefined : (finished as Valid[]), issues: issues.items };
  }
}

/**
 * The part of the site each field of the index belongs to: a validation that reads a field is kept
 * until that part changes. Typed over the index, so a new field cannot be left untracked.
 */
const indexParts: Record<Exclude<keyof SiteIndex, "root" | "idsOf" | "draftIdsOf">, string> = {
  routes: "routes",
  draftRoutes: "routes",
  redirects: "routes",
  media: "media",
  downloads: "downloads",
  refused: "refused",
  site: "site",
  unreadable: "unreadable",
};

/** The index as one validation sees it: each part it reads is noted, so its result is kept until that part changes. */
function tracked(index: SiteIndex, reads: Set<string>): SiteIndex {
  const ids = (name: string) => reads.add(`ids:${name}`);
  const view = {
    root: index.root,
    idsOf: (name: string) => (ids(name), index.idsOf(name)),
    draftIdsOf: (name: string) => (ids(name), index.draftIdsOf(name)),
  };
  for (const [field, part] of Object.entries(indexParts)) {
    const value = () => index[field as keyof SiteIndex];
    if (addressFields.has(field))
      Object.defineProperty(view, field, { value: byAddress(value() as AddressLookup, reads) });
    else Object.defineProperty(view, field, { get: () => (reads.add(part), value()) });
  }
  return view as SiteIndex;
}

const addressPart = "address:";
/** The index's sets and maps of addresses, whose single lookups are noted one address at a time. */
const addressFields = new Set(["routes", "draftRoutes", "redirects"]);
type AddressLookup = ReadonlySet<string> | ReadonlyMap<string, string>;

/**
 * A set or map of addresses whose `has` and `get` note only the address looked up; anything else (a
 * search through every address, for a suggestion) notes them all. So a new page re-checks only the
 * links that could go to it, not every link of the site.
 */
function byAddress(lookup: AddressLookup, reads: Set<string>): AddressLookup {
  return new Proxy(lookup, {
    get(target, property) {
      const member = Reflect.get(target, property, target) as unknown;
      if (property === "has" || property === "get") {
        const lookUp = member as (address: string) => unknown;
        return (address: string) => (reads.add(addressPart + address), lookUp.call(target, address));
      }
      reads.add("routes");
      return typeof member === "function" ? member.bind(target) : member;
    },
  });
}

/** Everything the index says of one address. */
const addressState = (index: SiteIndex, address: string) => [
  index.routes.has(address),
  index.draftRoutes.get(address) ?? null,
  index.redirects.get(address) ?? null,
];

/** What a part of the site is now (a hash), by its name: a validation that read it is kept while it is the same. */
type PartState = (part: string) => string;

function readsKey(reads: readonly string[], parts: PartState): string {
  return hash([...reads].sort().map((part) => [part, parts(part)]));
}

/** Whether an entry's own data says `draft: true` (read before validation, like its id). */
const saysDraft = (data: unknown) => (data as { draft?: unknown } | null)?.draft === true;

/**
 * Marks the parts of drafts as drafts (a step of a draft process), and refuses a draft of an entry
 * the site cannot do without (a screen's own page).
 */
function markDrafts(loaded: readonly { collection: AnyCollection; entries: Located[] }[], issues: IssueList): void {
  const draftsOf = new Map(
    loaded.map(({ collection, entries }) => [
      collection.name,
      new Set(entries.flatMap((e) => (e.draft && e.id ? [e.id] : []))),
    ]),
  );
  for (const { collection, entries } of loaded) {
    for (const entry of entries) {
      if (entry.id === undefined) continue;
      const whole = collection.partOf?.(entry.id);
      if (whole && draftsOf.get(whole.collection)?.has(whole.id)) entry.draft = true;
      if (entry.draft && collection.required?.includes(entry.id)) {
        reportAt(
          issues,
          entry,
          ["draft"],
          `${entry.relative} cannot be a draft: the site cannot do without it (delete draft: true; to stage changes, work on a copy under another name)`,
        );
      }
    }
  }
}

/**
 * An entry as messages name it: its file, its line in a list, and its name (`dictionary.yaml:12 "Estoppel"`);
 * without the line, which moves, as the record of published addresses keeps it.
 */
function describe(entry: Located, { line = true } = {}): string {
  const at = line && entry.path.length > 0 ? `:${locate(entry.yaml, entry.path).line}` : "";
  return `${entry.relative}${at}${entry.name ? ` "${entry.name}"` : ""}`;
}

/**
 * A former address must not be a page of the site (it would either hide the page or never
 * redirect) nor be claimed twice; each is reported at the entry that lists it.
 */
function checkFormerAddresses(
  redirects: readonly (Redirect & { by: Located })[],
  routes: ReadonlySet<string>,
  output: BuildOutput,
  issues: IssueList,
): void {
  const claimed = new Map<string, Located>();
  for (const { from, by } of redirects) {
    const listed = rawFormerAddresses(by.entry.data);
    const at = listed.indexOf(from);
    const field = at >= 0 ? ["formerAddresses", at] : [];
    const first = claimed.get(from);
    const taken = at >= 0 && !routes.has(from) ? takenByBuild(from, output) : undefined;
    const report = (message: string) => reportAt(issues, by, field, message);
    if (taken) {
      report(
        `"${from}" ${taken}, which the build writes: a former address must be one the site does not use otherwise`,
      );
    } else if (routes.has(from)) {
      if (at >= 0)
        report(`"${from}" is the address of a page of the site: a former address must be one that no page has now`);
    } else if (first && first !== by) {
      report(`"${from}" already redirects elsewhere, for ${describe(first)}: an address can lead to one page only`);
    } else if (first === undefined) {
      claimed.set(from, by);
    }
  }
}

/** Whether a file's name is that of an image the site shows (`trustee.svg`, `card.PNG`). */
const isImageName = (name: string) =>
  (imageExtensions as readonly string[]).includes(name.slice(name.lastIndexOf(".") + 1).toLowerCase());

const megabyte = 1024 * 1024;

function hash(value: unknown): string {
  return createHash("sha1").update(JSON.stringify(value)).digest("base64url");
}
