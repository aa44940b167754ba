import fs from "node:fs";
import path from "node:path";
import {
  extensionOf,
  folderFieldOf,
  isFixedFile,
  positionFieldOf,
  registered,
  targetNamed,
} from "../config/decap-config.ts";
import {
  jsonSchemaTargetOf,
  renderYaml,
  writtenEntries,
  type JsonSchemaTarget,
  type WrittenEntry,
} from "@site/content/editing";

/**
 * The editor's view of the content folder: every entry is a file of its own for Decap, named
 * `<target>/<id>.<ext>` (a term of dictionary.yaml is `dictionary/trust.yaml`), or `<target>.<ext>`
 * for a fixed file (`site.yaml`, `page-about.mdx`). An item of a list file is shown as its own YAML.
 */
interface VirtualEntry {
  path: string;
  target: JsonSchemaTarget;
  entry: WrittenEntry;
}

/** The target a virtual path belongs to, and the entry id it names (none for a fixed file). */
export function parseVirtualPath(virtual: string): { target: JsonSchemaTarget; id?: string } | undefined {
  const clean = virtual.replace(/^\/+/, "");
  const slash = clean.indexOf("/");
  if (slash < 0) {
    const target = targetNamed(clean.replace(/\.(ya?ml|mdx)$/, ""));
    return target && isFixedFile(target) ? { target } : undefined;
  }
  const target = targetNamed(clean.slice(0, slash));
  return target && { target, id: clean.slice(slash + 1).replace(/\.(ya?ml|mdx)$/, "") };
}

/** What the content files are now: their names, sizes and times, read without opening them. */
function signatureOf(root: string): string {
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ya?ml|mdx)$/.test(file))
    .map((file) => {
      const stat = fs.statSync(path.join(root, file));
      return `${file}:${stat.size}:${stat.mtimeMs}`;
    })
    .join("\n");
}

const cache = new Map<string, { signature: string; entries: VirtualEntry[] }>();

/** Every entry of the content folder as the editor lists it; read again only when a content file changed. */
function virtualEntries(root: string): VirtualEntry[] {
  const signature = signatureOf(root);
  const cached = cache.get(root);
  if (cached?.signature === signature) return cached.entries;
  const entries = writtenEntries(root).flatMap((entry) => {
    const target = jsonSchemaTargetOf(entry.file);
    if (!target) return [];
    const name = isFixedFile(target)
      ? `${target.name}.${extensionOf(target)}`
      : `${target.name}/${entry.id}.${extensionOf(target)}`;
    return entry.id === undefined && !isFixedFile(target) ? [] : [{ path: name, target, entry }];
  });
  cache.set(root, { signature, entries });
  return entries;
}

/** The entries of one folder collection (one schema target). */
export function entriesOf(root: string, targetName: string): VirtualEntry[] {
  return virtualEntries(root).filter((v) => v.target.name === targetName && !isFixedFile(v.target));
}

/** Letters and digits only: Decap makes a new entry's name with its own slug rule, the site with its own. */
const loose = (id: string) => id.toLowerCase().replace(/[^a-z0-9/]/g, "");
/** A step's name without its number, which the site gives it (`02-signing` is `signing` to Decap). */
const unnumbered = (id: string) => id.replace(/(^|\/)\d+-(?=[^/]*$)/, "$1");

/**
 * The entry a virtual path names. A new entry is found under the name Decap gave it, and a renamed
 * one under its former address, so a form opened before a rename still saves to its entry.
 */
export function findEntry(root: string, virtual: string): VirtualEntry | undefined {
  const parsed = parseVirtualPath(virtual);
  if (!parsed) return undefined;
  const candidates = virtualEntries(root).filter((v) => v.target.name === parsed.target.name);
  if (parsed.id === undefined) return candidates[0];
  const route = registered(parsed.target.collection).page?.path.replace(":id", parsed.id);
  return (
    candidates.find((v) => v.entry.id === parsed.id) ??
    candidates.find((v) => loose(v.entry.id ?? "") === loose(parsed.id!)) ??
    candidates.find((v) => loose(unnumbered(v.entry.id ?? "")) === loose(parsed.id!)) ??
    candidates.find(
      (v) => route && ((v.entry.data as { formerAddresses?: string[] }).formerAddresses ?? []).includes(route),
    )
  );
}

/**
 * The text Decap edits: an item of a list as YAML of its own, any other entry as its file; a nested
 * entry (a step) also names its folder (its process), and an item of a list shown in its order its
 * position, in the fields the form shows them in.
 */
export function entryText(root: string, found: VirtualEntry): string {
  if (found.entry.path.length > 0) {
    const position = positionFieldOf(found.target);
    const place =
      position && typeof found.entry.path[0] === "number" ? { [position.name]: found.entry.path[0] + 1 } : {};
    return renderYaml({ ...(found.entry.data as object), ...place });
  }
  const text = fs.readFileSync(path.join(root, found.entry.file), "utf8");
  const folder = folderFieldOf(found.target);
  if (!folder || !found.entry.id?.includes("/") || !text.startsWith("---\n")) return text;
  const line = renderYaml({ [folder.name]: found.entry.id.slice(0, found.entry.id.indexOf("/")) });
  return `---\n${line}${text.slice(4)}`;
}
