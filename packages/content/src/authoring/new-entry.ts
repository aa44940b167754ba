import fs from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { namesReservedBy, type ContentSite } from "../collection/content-site.ts";
import { LoadContext } from "../collection/context.ts";
import { routesOf, type CollectionDefinition } from "../collection/define.ts";
import { Placeholder, type Scaffold, type ScaffoldSite } from "../collection/scaffold.ts";
import { today } from "../editorial/today.ts";
import { markPlaceholder } from "../editorial/placeholders.ts";
import { FileCache } from "../graph/file-cache.ts";
import { replaceFiles } from "../source/atomic-write.ts";
import { IssueList, type ContentIssue } from "../issues.ts";
import { reservedBy } from "../editorial/build-output.ts";
import { slugify } from "../slug.ts";
import { refusal, refusalMessage } from "../source/content-files.ts";
import { closest } from "../source/edit-distance.ts";
import { inputJsonSchema, type JsonSchema } from "../source/validate.ts";
import { formatPath, locate, type FieldPath } from "../source/yaml.ts";
import { writtenEntries } from "./content-entries.ts";
import { appendToYamlList, renderYaml } from "./yaml-list.ts";

type Scaffolded = CollectionDefinition & { scaffold: Scaffold };

/** One entry `content new` is about to add. */
export interface PlannedEntry {
  kind: string;
  collection: string;
  id: string;
  /** Relative to the content folder; `line` is where the entry starts. */
  file: string;
  line: number;
  appended: boolean;
  /** The page the entry gets, if any. */
  address?: string;
  /** Each field the author has to write, at its line of the entry's file. */
  fill: { line: number; field: string; placeholder: string; description?: string }[];
  /** Optional fields the scaffold left out, which the author may add. */
  optional: { field: string; description?: string }[];
  beforePublishing?: string;
  next: string[];
}

export interface NewEntryPlan {
  root: string;
  entries: PlannedEntry[];
  /** Relative path → the file's whole new text. */
  files: Map<string, string>;
}

/** The kinds `content new` knows: every collection of the registry with a scaffold. */
export function scaffoldKinds(site: ContentSite) {
  return scaffolded(site).map((c) => ({
    kind: c.scaffold.kind,
    args: c.scaffold.args,
    collection: c.name,
    schema: c.schema,
  }));
}

export function usageOf(kind: { kind: string; args: readonly string[] }): string {
  return `content new ${kind.kind} ${kind.args.map((arg) => `<${arg}>`).join(" ")}`;
}

/**
 * Plans `content new <kind> <args…>` against the content folder: every file it would write, with
 * the entry's placeholders located, or the reason it would clash (nothing is written either way).
 */
export function planNewEntry(
  site: ContentSite,
  root: string,
  kind: string,
  args: readonly string[],
  reader = new LoadContext(root, new IssueList(), new FileCache(root)),
): NewEntryPlan | { refuse: string } {
  const view = new SiteView(site, root, reader);
  const plan: NewEntryPlan = { root, entries: [], files: new Map() };
  const refused = addEntry(site, plan, view, kind, args) ?? linkedFile(root, [...plan.files.keys()]);
  return refused ? { refuse: refused } : plan;
}

/** A file the plan would write that is a link (or lies outside the content folder): writing would change a file elsewhere. */
function linkedFile(root: string, files: readonly string[]): string | undefined {
  for (const relative of files) {
    const file = path.join(root, relative);
    const stat = fs.lstatSync(file, { throwIfNoEntry: false });
    const why = stat && refusal(root, file, stat);
    if (why) return refusalMessage(relative, why);
  }
  return undefined;
}

/** Writes a plan's files, all or none; returns what puts the folder back as it was. */
export function writeNewEntry(plan: NewEntryPlan): () => void {
  return replaceFiles(new Map([...plan.files].map(([relative, text]) => [path.join(plan.root, relative), text])));
}

/** The problems the new entries themselves have: anywhere in a file they created, from their line on in a list. */
export function issuesOfNewEntries(plan: NewEntryPlan, issues: readonly ContentIssue[]): ContentIssue[] {
  return issues.filter((issue) =>
    plan.entries.some(
      (entry) =>
        issue.file === path.join(plan.root, entry.file) &&
        (!entry.appended || issue.line === undefined || issue.line >= entry.line),
    ),
  );
}

function scaffolded(site: ContentSite): Scaffolded[] {
  return (site.collections as readonly CollectionDefinition[]).filter((c): c is Scaffolded => c.scaffold !== undefined);
}

function addEntry(
  site: ContentSite,
  plan: NewEntryPlan,
  view: SiteView,
  kind: string,
  rawArgs: readonly string[],
): string | undefined {
  const collection = scaffolded(site).find((c) => c.scaffold.kind === kind);
  if (!collection) {
    const kinds = scaffoldKinds(site).map((k) => k.kind);
    const guess = closest(kind, kinds);
    return `there is no kind of entry called "${kind}"${guess ? ` (did you mean ${guess}?)` : ""}; kinds: ${kinds.join(", ")}`;
  }
  const { scaffold } = collection;
  const args = joinLast(rawArgs, scaffold.args.length).map((arg) => arg.trim());
  const missing = scaffold.args.findIndex((_, i) => !args[i]);
  if (missing >= 0) return `give the ${scaffold.args[missing]}: ${usageOf(scaffold)}`;
  const chooseAnother = `choose another ${scaffold.args.at(-1)}`;
  if (slugify(args.at(-1)!) === "")
    return `"${args.at(-1)}" has no letters or digits to make an address from: ${chooseAnother}`;

  const created = scaffold.create(args, view);
  if ("refuse" in created) return created.refuse;
  const { data, fill } = unwrapPlaceholders(created.data);
  const body = created.body && markPlaceholder(created.body.text);
  const id = created.id ?? collection.idOf?.(data);
  if (!id) throw new Error(`the ${kind} scaffold made an entry without an id`);
  const what = collection.uniqueName ?? kind;

  const existing = view.entries(collection.name).find((entry) => entry.id === id);
  if (existing) {
    return `there is already a ${what} with the address "${id}" (${existing.where}): ${chooseAnother}, or edit that one`;
  }
  const addresses = routesOf(collection, [id]);
  for (const address of addresses) {
    const reserved = reservedBy(address, namesReservedBy(site));
    if (reserved) return `the address ${address} is used by the site itself (${reserved}): ${chooseAnother}`;
    const owner = view.routeOwner(address);
    if (owner) return `the address ${address} is already taken by ${owner}: ${chooseAnother}`;
  }

  const schema = collection.schemaFor?.(id) ?? collection.schema;
  const fields = fieldsOf(schema, data);
  // A new entry is written today: its review date starts there (`content reviewed` moves it on).
  if ("reviewed" in fields.properties && !("reviewed" in data)) data.reviewed = today();

  const appended = collection.source.holds === "list";
  const file = appended ? collection.source.pattern : entryFile(collection.source.pattern, id);
  if (!appended && view.exists(file)) return `${file} already exists: ${chooseAnother}`;

  let text: string;
  let located: ReturnType<typeof locateFields>;
  if (appended) {
    const current = view.read(file) ?? "";
    const result = appendToYamlList(current, data);
    if ("refuse" in result) return `cannot add to ${file}: ${result.refuse}`;
    text = result.text;
    // The item is found in its own rendering, placed at its line: the whole list need not be parsed again.
    located = locateFields(renderYaml([data]), "yaml", [0], fill, body, result.line);
  } else {
    text =
      collection.source.format === "mdx"
        ? `---\n${renderYaml(data)}---\n${body ? `\n${body}\n` : ""}`
        : renderYaml(data);
    located = locateFields(text, collection.source.format, [], fill, body);
  }

  plan.files.set(file, text);
  plan.entries.push({
    kind,
    collection: collection.name,
    id,
    file,
    line: located.entryLine,
    appended,
    ...(addresses[0] ? { address: addresses[0] } : {}),
    fill: located.fields.map((field) => {
      const description = fields.properties[String(field.path[0])]?.description;
      return {
        line: field.line,
        field: formatPath(field.path) || "body",
        placeholder: field.text,
        ...(description ? { description } : {}),
      };
    }),
    optional: Object.entries(fields.properties)
      .filter(([name]) => !(name in data) && !fields.required.includes(name))
      .map(([field, { description }]) => ({ field, ...(description ? { description } : {}) })),
    ...(created.beforePublishing ? { beforePublishing: created.beforePublishing } : {}),
    next: created.next ?? [],
  });
  view.add(collection, { id, data, file, text, addresses });
  for (const companion of created.with ?? []) {
    const refusal = addEntry(site, plan, view, companion.kind, companion.args);
    if (refusal) return refusal;
  }
  return undefined;
}

/** The last argument takes the rest: `content new term Habeas Corpus` works without quotes. */
function joinLast(args: readonly string[], count: number): string[] {
  if (args.length <= count) return [...args];
  return [...args.slice(0, count - 1), args.slice(count - 1).join(" ")];
}

/** The file of an entry with a file of its own: the pattern's `*`s are the parts of its id. */
export function entryFile(pattern: string, id: string): string {
  const parts = id.split("/");
  const file = pattern.replace(/\*+/g, (star) => {
    if (star !== "*") throw new Error(`content new cannot place entries of ${pattern}`);
    return parts.shift() ?? "*";
  });
  if (parts.length > 0 || file.includes("*")) throw new Error(`the id "${id}" does not fit ${pattern}`);
  return file;
}

function unwrapPlaceholders(value: Record<string, unknown>) {
  const fill: { path: FieldPath; text: string }[] = [];
  const walk = (node: unknown, at: FieldPath): unknown => {
    if (node instanceof Placeholder) {
      const text = markPlaceholder(node.text);
      fill.push({ path: at, text });
      return text;
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...at, i]));
    if (node && typeof node === "object") {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, [...at, key])]));
    }
    return node;
  };
  return { data: walk(value, []) as Record<string, unknown>, fill };
}

/** The lines of the entry and of each placeholder in the file as written. */
function locateFields(
  text: string,
  format: "yaml" | "mdx",
  place: FieldPath,
  fill: { path: FieldPath; text: string }[],
  body: string | undefined,
  firstLine = 1,
) {
  const lineOffset = (format === "mdx" ? 1 : 0) + firstLine - 1;
  const yamlText = format === "mdx" ? text.slice(4, text.indexOf("\n---\n") + 1) : text;
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter });
  const source = { file: "", doc, lineCounter, lineOffset, data: undefined };
  const fields = fill.map((field) => ({ ...field, line: locate(source, [...place, ...field.path]).line }));
  if (body) {
    const before = text.slice(0, text.indexOf(body));
    fields.push({ path: [], text: body, line: before.split("\n").length });
  }
  return { entryLine: place.length > 0 ? locate(source, place).line : 1, fields };
}

/** The kinds of entry a schema allows (a step's lesson and link; one for most), as authors write them. */
export function variantsOf(schema: z.ZodType): { json: JsonSchema; variants: JsonSchema[] } {
  const json = inputJsonSchema(schema);
  return { json, variants: json.oneOf ?? json.anyOf ?? [json] };
}

/** The fields an entry's schema has (the variant its data is, for a union such as a step's kinds), as authors write them. */
export function fieldsOf(schema: z.ZodType, data: Record<string, unknown>) {
  const { json, variants } = variantsOf(schema);
  const fits = (variant: JsonSchema) => {
    const properties = variant.properties ?? {};
    return (
      Object.keys(data).every((key) => key in properties) &&
      (variant.required ?? []).every((key) => key in data) &&
      Object.entries(properties).every(([key, field]) => !("const" in field) || data[key] === field.const)
    );
  };
  const variant = variants.find(fits) ?? json;
  return { properties: variant.properties ?? {}, required: variant.required ?? [] };
}

interface KnownEntry {
  id: string | undefined;
  data: unknown;
  /** `dictionary.yaml:12`, `pages/about.mdx` */
  where: string;
}

/**
 * The content folder as `content new` sees it: each collection's entries as its source reads them
 * (whatever the state of the rest), the addresses they take, and what this run is about to add.
 */
class SiteView implements ScaffoldSite {
  private readonly known = new Map<string, KnownEntry[]>();
  private readonly owners = new Map<string, string>();
  private readonly planned = new Map<string, string>();

  constructor(
    site: ContentSite,
    readonly root: string,
    private readonly ctx: LoadContext,
  ) {
    for (const collection of site.collections) this.known.set(collection.name, []);
    for (const { collection, id, data, file, path: place, line } of writtenEntries(site, root, ctx)) {
      const where = place.length > 0 ? `${file}:${line}` : file;
      this.known.get(collection.name)!.push({ id, data, where });
      for (const address of id ? routesOf(collection, [id]) : []) this.owners.set(address, where);
    }
  }

  entries(collection: string): readonly KnownEntry[] {
    return this.known.get(collection) ?? [];
  }

  routeOwner(address: string): string | undefined {
    return this.owners.get(address);
  }

  exists(relative: string): boolean {
    const prefix = `${relative.replace(/\/+$/, "")}/`;
    return (
      this.planned.has(relative) ||
      [...this.planned.keys()].some((file) => file.startsWith(prefix)) ||
      fs.existsSync(path.join(this.root, relative))
    );
  }

  /** A file's text as this run left it. */
  read(relative: string): string | undefined {
    const planned = this.planned.get(relative);
    if (planned !== undefined) return planned;
    const file = path.join(this.root, relative);
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
  }

  add(
    collection: CollectionDefinition,
    entry: { id: string; data: unknown; file: string; text: string; addresses: string[] },
  ): void {
    this.planned.set(entry.file, entry.text);
    this.known.get(collection.name)!.push({ id: entry.id, data: entry.data, where: entry.file });
    for (const address of entry.addresses) this.owners.set(address, entry.file);
  }

  list(folder: string): string[] {
    const prefix = `${folder.replace(/\/+$/, "")}/`;
    const planned = [...this.planned.keys()].flatMap((file) =>
      file.startsWith(prefix) ? [file.slice(prefix.length).split("/")[0]!] : [],
    );
    return [...new Set([...this.ctx.list(folder, () => true), ...planned])].sort();
  }
}
