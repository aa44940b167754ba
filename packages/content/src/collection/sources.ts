import type { MdxSource } from "../source/mdx.ts";
import { locate, type FieldPath, type YamlSource } from "../source/yaml.ts";
import type { LoadContext } from "./context.ts";

/** One entry as a source found it, before its data is validated. */
export interface SourceEntry {
  /** Made from the file name, for entries with a file of their own; list items get theirs from the collection. */
  id?: string;
  data: unknown;
  /** The YAML the data came from (an MDX file's frontmatter), for positions. */
  yaml: YamlSource;
  /** Where the entry sits in its file: `[3]` for the fourth item of a list, `[]` for a file of its own. */
  path: FieldPath;
  /** The parsed body, for MDX files (unless only their frontmatter was read). */
  mdx?: MdxSource;
}

/** Where a collection's entries come from. */
export interface Source {
  /** Files under the content folder, as authors see them: `videos/*.yaml`. */
  readonly pattern: string;
  /** A file holds a list of entries, or one entry; its data is YAML, or an MDX file's frontmatter. */
  readonly holds: "list" | "entry";
  readonly format: "yaml" | "mdx";
  /** The files this source reads, relative to the content folder, sorted; problems with names are reported. */
  files(ctx: LoadContext): string[];
  /** The entries of one file, or undefined when it cannot be used (its problems are reported). */
  read(ctx: LoadContext, file: string): SourceEntry[] | undefined;
  /** The id of the entry a file of one entry holds, known from its name even when it cannot be read; none for a list. */
  entryIdOf(file: string): string | undefined;
}

/** One YAML file of its own name. */
const singleYaml = (file: string, holds: Source["holds"]) =>
  ({ pattern: file, holds, format: "yaml", files: () => [file] }) as const;

/** A single YAML file holding one entry (site.yaml). */
export function yamlFile(file: string): Source {
  return {
    ...singleYaml(file, "entry"),
    entryIdOf: (relative) => relative.replace(/\.ya?ml$/, ""),
    read(ctx, relative) {
      const yaml = ctx.readYaml(relative);
      return yaml && [{ id: this.entryIdOf(relative)!, data: yaml.data, yaml, path: [] }];
    },
  };
}

/** A YAML file holding a list: one entry per item (dictionary.yaml). */
export function yamlList(file: string): Source {
  return {
    ...singleYaml(file, "list"),
    entryIdOf: () => undefined,
    read(ctx, relative) {
      const yaml = ctx.readYaml(relative);
      if (!yaml) return undefined;
      if (!Array.isArray(yaml.data) || yaml.data.length === 0) {
        ctx.issues.error(
          yaml.file,
          yaml.data == null || Array.isArray(yaml.data)
            ? "the file has no entries: add at least one (each starts with '- ')"
            : "expected a list of entries, each starting with '- '",
          locate(yaml, []),
        );
        return undefined;
      }
      return yaml.data.map((data, index) => ({ data, yaml, path: [index] }));
    },
  };
}

interface FileSetOptions {
  /** How the file name's `*` must look (folders' `*`s are lowercase words and hyphens), since it becomes an address. */
  namePattern?: RegExp;
  /** What to tell an author whose file or folder name does not fit. */
  nameProblem?(name: string, isFolder: boolean): string;
  /** What to say when there is no file at all (the collection needs at least one). */
  empty?: string;
}

const slugName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One YAML file per entry (`videos/*.yaml`); the id is made of the parts the `*`s match. */
export function yamlFiles(pattern: string, options: FileSetOptions = {}): Source {
  return fileSet(pattern, "yaml", options, (ctx, relative, id) => {
    const yaml = ctx.readYaml(relative);
    return yaml && [{ id, data: yaml.data, yaml, path: [] }];
  });
}

/** One MDX file per entry (`pages/*.mdx`): its frontmatter is the data, its body is kept. */
export function mdxFiles(pattern: string, options: FileSetOptions = {}): Source {
  return fileSet(pattern, "mdx", options, (ctx, relative, id) => {
    if (!ctx.bodies) {
      const frontmatter = ctx.readMdxFrontmatter(relative);
      return frontmatter && [{ id, data: frontmatter.data ?? {}, yaml: frontmatter, path: [] }];
    }
    const mdx = ctx.readMdx(relative);
    return mdx && [{ id, data: mdx.frontmatter.data ?? {}, yaml: mdx.frontmatter, path: [], mdx }];
  });
}

function fileSet(
  pattern: string,
  format: Source["format"],
  options: FileSetOptions,
  read: (ctx: LoadContext, relative: string, id: string) => SourceEntry[] | undefined,
): Source {
  const segments = pattern.split("/");
  const extension = /\.[a-z]+$/.exec(pattern)?.[0] ?? "";
  const ids = new Map<string, string>();
  return {
    pattern,
    holds: "entry",
    format,
    files(ctx) {
      ids.clear();
      const found: string[] = [];
      let badNames = 0;
      const walk = (folder: string, rest: string[], captured: string[]) => {
        const [segment, ...after] = rest;
        if (segment === undefined) return;
        const isLast = after.length === 0;
        if (!segment.includes("*")) {
          walk(`${folder}/${segment}`.replace(/^\//, ""), after, captured);
          if (isLast && ctx.list(folder, (name) => name === segment).length > 0) {
            const relative = `${folder}/${segment}`.replace(/^\//, "");
            found.push(relative);
            ids.set(relative, captured.join("/"));
          }
          return;
        }
        const [prefix = "", suffix = ""] = segment.split("*");
        const names = ctx.list(
          folder,
          (name, isDirectory) => isDirectory !== isLast && name.startsWith(prefix) && name.endsWith(suffix),
        );
        for (const name of names) {
          const part = name.slice(prefix.length, name.length - suffix.length);
          const relative = `${folder}/${name}`.replace(/^\//, "");
          if (!((isLast && options.namePattern) || slugName).test(part)) {
            ctx.issues.error(
              ctx.file(relative),
              options.nameProblem?.(name, !isLast) ??
                `${isLast ? "file" : "folder"} name "${name}" is part of an address: use lowercase letters, digits and hyphens`,
            );
            badNames++;
            continue;
          }
          if (isLast) {
            found.push(relative);
            ids.set(relative, [...captured, part].join("/"));
          } else walk(relative, after, [...captured, part]);
        }
      };
      walk("", segments, []);
      if (found.length === 0 && badNames === 0 && options.empty) {
        ctx.issues.error(ctx.file(segments[0]!), options.empty);
      }
      return found.filter((file) => file.endsWith(extension)).sort();
    },
    entryIdOf: (relative) => ids.get(relative) ?? relative,
    read(ctx, relative) {
      return read(ctx, relative, ids.get(relative) ?? relative);
    },
  };
}
