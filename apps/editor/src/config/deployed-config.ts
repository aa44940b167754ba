import { collections, type SiteConfig } from "@site/content";
import { decapConfig, isFixedFile, targetNamed, type DecapCollection, type DecapConfig } from "./decap-config.ts";

/** What site.yaml's `editor` names: the repository the deployed /admin edits, and its sign-in service. */
export type DeployedEditing = NonNullable<SiteConfig["editor"]>;

/** The content folder's place in the repository. */
const contentFolder = "content";

const holdsList = (name: string) => collections.find((c) => c.name === name)?.source.holds === "list";

/**
 * A collection as Decap's GitHub backend reads it: from the repository's own files, where the local
 * editor's server shows each item of a list file as a file of its own. A file of one entry is that
 * file; a folder of entries (video categories, service pages) is that folder; an entry in a folder of
 * its own (a process) is that folder's file. A list in one file (the dictionary) and entries two
 * folders deep (a process's steps) have no such place: they are edited with `pnpm edit`.
 */
function inRepository(collection: DecapCollection): DecapCollection | undefined {
  if ("files" in collection) {
    const files = collection.files.flatMap((file) => {
      const target = targetNamed(file.file.replace(/\.(yaml|mdx)$/, ""));
      return target && isFixedFile(target) ? [{ ...file, file: `${contentFolder}/${target.pattern}` }] : [];
    });
    return files.length > 0 ? { ...collection, files } : undefined;
  }
  const target = targetNamed(collection.name);
  if (!target || holdsList(target.collection)) return undefined;
  const [folder, ...rest] = target.pattern.split("/*");
  if (rest.length !== 1) return undefined;
  // `processes/*/process.yaml`: each entry is a folder, named by its slug, holding process.yaml.
  const inside = rest[0]!.replace(/^\//, "").replace(/\.(yaml|mdx)$/, "");
  return { ...collection, folder: `${contentFolder}/${folder}`, ...(inside ? { path: `{{slug}}/${inside}` } : {}) };
}

/**
 * The configuration of the deployed /admin: the same forms as `pnpm edit`, made from the same schemas,
 * for Decap's GitHub backend on the repository site.yaml names (staff sign in with GitHub through the
 * sign-in service at `authUrl`). Saves are commits; the site's build checks them as any other.
 */
export function deployedDecapConfig(editing: DeployedEditing): DecapConfig {
  const local = decapConfig({
    name: "github",
    repo: editing.repository,
    branch: editing.branch,
    base_url: editing.authUrl,
  });
  return {
    ...local,
    media_folder: `${contentFolder}/media`,
    collections: local.collections.flatMap((collection) => inRepository(collection) ?? []),
  };
}
