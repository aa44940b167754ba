import { collections } from "@site/content";
import { jsonSchemaOf, jsonSchemaTargets, type JsonSchemaTarget } from "@site/content/editing";
import { fieldsOf, labelOf, type DecapField, type JsonSchemaNode } from "./decap-fields.ts";
import { hasPage } from "./entry-pages.ts";

/** Where the editor's own server answers Decap's backend requests (the protocol of decap-server). */
export const backendPath = "/api/v1";

/** The field an MDX file's text is edited in, below its front matter. */
const bodyField: DecapField = {
  name: "body",
  label: "Text",
  widget: "text",
  required: false,
  hint: "The page's text, in Markdown (MDX): the components the site offers, such as <FadeIn>, are written as tags.",
};

interface DecapCollectionBase {
  name: string;
  label: string;
  description?: string;
  format: "yaml" | "frontmatter";
  extension: "yaml" | "mdx";
  editor: { preview: boolean };
}
export interface DecapFolderCollection extends DecapCollectionBase {
  folder: string;
  /**
   * Where an entry is inside the folder, when not `{{slug}}.<extension>` (Decap's path template): a new
   * step under its process, the deployed editor's processes.
   */
  path?: string;
  media_folder?: string;
  public_folder?: string;
  create: boolean;
  delete: boolean;
  identifier_field: string;
  summary: string;
  fields: DecapField[];
}
export interface DecapFilesCollection extends DecapCollectionBase {
  files: { name: string; label: string; file: string; fields: DecapField[] }[];
}
export type DecapCollection = DecapFolderCollection | DecapFilesCollection;

export type DecapConfig = ReturnType<typeof decapConfig>;

/** A registered collection, by name. */
export const registered = (name: string) => collections.find((c) => c.name === name)!;
/** The field a collection's entries are named by. */
export const labelFieldOf = (collection: string) => registered(collection).labelField || "title";
/** The kind `content new` and `content rename` know a collection's entries by (`process`), if they do. */
export const scaffoldKindOf = (collection: string) => registered(collection).scaffold?.kind;

/** One file holding one entry (site.yaml, a screen's page), rather than a list or a set of files. */
export const isFixedFile = (target: JsonSchemaTarget) =>
  !target.pattern.includes("*") && registered(target.collection).source.holds === "entry";
export const extensionOf = (target: JsonSchemaTarget): "yaml" | "mdx" => (target.format === "mdx" ? "mdx" : "yaml");

/** The schema of one entry: a list file's items, or the file's own schema. */
export function entrySchemaOf(target: JsonSchemaTarget): JsonSchemaNode {
  const schema = jsonSchemaOf(target) as JsonSchemaNode;
  return schema.type === "array" && schema.items ? schema.items : schema;
}

/** An entry's fields as the editor shows them: its schema's, and the text of an MDX file. */
export function entryFieldsOf(target: JsonSchemaTarget): DecapField[] {
  return [...fieldsOf(entrySchemaOf(target)), ...(target.format === "mdx" ? [bodyField] : [])];
}

/** The target of a collection or a fixed file, by its name (`dictionary`, `page-about`). */
export const targetNamed = (name: string) => jsonSchemaTargets.find((target) => target.name === name);

/**
 * The entry a nested target's folders are (a step's process, `processes/<id>/steps/…`): its own
 * target, and the field the editor shows it in, named by its kind (`process`). Steps have no such
 * field in their files: the folder says it, and the editor adds and removes the field.
 */
export function folderFieldOf(target: JsonSchemaTarget): { name: string; parent: JsonSchemaTarget } | undefined {
  const star = target.pattern.indexOf("*");
  if (star < 0 || !target.pattern.slice(star + 1).includes("*")) return undefined;
  const prefix = target.pattern.slice(0, star + 1);
  const parent = jsonSchemaTargets.find(
    (other) => other !== target && other.pattern.startsWith(prefix) && !other.pattern.slice(star + 1).includes("*"),
  );
  const kind = parent && scaffoldKindOf(parent.collection);
  return parent && kind ? { name: kind, parent } : undefined;
}

/** The field that places an item of a list whose order visitors see (FAQ, maxims): its position, 1 first. */
export function positionFieldOf(target: JsonSchemaTarget): DecapField | undefined {
  const collection = registered(target.collection);
  if (target.pattern.includes("*") || !collection.shownInFileOrder) return undefined;
  return {
    name: "position",
    label: "Position",
    widget: "number",
    value_type: "int",
    required: false,
    hint: `Where this entry stands in ${target.pattern}, which visitors see in that order: 1 is first. Change it to move the entry; the others keep their order.`,
  };
}

/** The field that chooses a nested entry's folder: one of the parent collection's entries, by its title. */
function folderFieldFor(target: JsonSchemaTarget): DecapField | undefined {
  const folder = folderFieldOf(target);
  if (!folder) return undefined;
  const display = labelFieldOf(folder.parent.collection);
  return {
    name: folder.name,
    label: labelOf(folder.name),
    widget: "relation",
    required: true,
    hint: `The ${folder.name} this entry belongs to. A new one is numbered after its last; an entry stays in its ${folder.name}.`,
    collection: folder.parent.name,
    value_field: "{{slug}}",
    search_fields: [display],
    display_fields: [display],
  };
}

/** "Legal dictionary (content/dictionary.yaml): one entry per term" → "Legal dictionary". */
function shortLabel(description: string): string {
  const label = description
    .replace(/^Front matter of /, "")
    .split(/ \(|:|;/)[0]!
    .trim();
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * Decap's configuration, made from the registry's JSON Schemas (the ones the code editors use): one
 * collection per schema target; entries of lists and of file sets are listed one by one, fixed files
 * (site settings, each screen's page) are grouped by their collection.
 */
export function decapConfig(
  backend: { name: string; proxy_url?: string; repo?: string; branch: string; base_url?: string } = {
    name: "proxy",
    proxy_url: backendPath,
    branch: "main",
  },
) {
  const result: DecapCollection[] = [];
  const filesOf = new Map<string, DecapFilesCollection>();
  for (const target of jsonSchemaTargets) {
    const collection = registered(target.collection);
    const extension = extensionOf(target);
    const common = {
      format: target.format === "mdx" ? ("frontmatter" as const) : ("yaml" as const),
      extension,
      // The preview is the entry's page: an entry with none (site settings) is edited without one.
      editor: { preview: hasPage(target.collection) },
    };
    const fields = entryFieldsOf(target);
    if (!isFixedFile(target)) {
      const identifier = labelFieldOf(target.collection);
      // Entries of nested folders (a process's steps) are listed with the folder they are in, and a
      // new one is written in the folder its field names.
      const folderField = folderFieldFor(target);
      const positionField = positionFieldOf(target);
      result.push({
        name: target.name,
        label: shortLabel(target.name === target.collection ? collection.description : target.title),
        description: target.title,
        ...common,
        folder: target.name,
        create: true,
        delete: true,
        identifier_field: identifier,
        summary: folderField ? `{{dirname}}: {{${identifier}}}` : `{{${identifier}}}`,
        // With a path, Decap would keep media beside each entry: the site keeps them in media/ (its absolute form).
        ...(folderField
          ? { path: `{{${folderField.name}}}/{{slug}}`, media_folder: "/media", public_folder: "/media" }
          : {}),
        fields: [...(folderField ? [folderField] : []), ...fields, ...(positionField ? [positionField] : [])],
      });
      continue;
    }
    const group = filesOf.get(target.collection) ?? {
      name: target.collection,
      label: shortLabel(collection.description),
      ...common,
      files: [],
    };
    if (!filesOf.has(target.collection)) {
      filesOf.set(target.collection, group);
      result.push(group);
    }
    const name = target.name.replace(/^page-/, "");
    group.files.push({ name, label: labelOf(name.replace(/-/g, " ")), file: `${target.name}.${extension}`, fields });
  }
  return {
    load_config_file: false as const,
    backend,
    media_folder: "media",
    public_folder: "/media",
    slug: { encoding: "ascii" as const, clean_accents: true, sanitize_replacement: "-" },
    collections: result,
  };
}
