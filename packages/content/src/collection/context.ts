import fs from "node:fs";
import path from "node:path";
import type { IssueList } from "../issues.ts";
import { parseMdx, parseMdxFrontmatter, type MdxSource } from "../source/mdx.ts";
import { parseYaml, type YamlSource } from "../source/yaml.ts";
import type { FileCache } from "../graph/file-cache.ts";

// The parse cache is keyed by the parser: one function for every YAML file, never a new one per call.
const parseYamlFile = (file: string, text: string, issues: IssueList) => parseYaml(file, text, issues);

/**
 * What every source uses to read the content folder: files relative to its root, parsed with
 * positions, through the graph's cache (a file is read again only when it changed), with problems
 * reported to one list.
 */
export class LoadContext {
  constructor(
    readonly root: string,
    readonly issues: IssueList,
    private readonly cache: FileCache,
    /** False to read MDX files' frontmatter only: enough to know their entries, without checking their bodies. */
    readonly bodies = true,
  ) {}

  file(relative: string): string {
    return path.join(this.root, relative);
  }

  /** Entries of a folder, sorted by name so every run sees the same order. */
  list(relative: string, filter: (name: string, isDirectory: boolean) => boolean): string[] {
    const dir = this.file(relative);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries
      .filter((entry) => !entry.name.startsWith(".") && filter(entry.name, entry.isDirectory()))
      .map((entry) => entry.name)
      .sort();
  }

  readYaml(relative: string): YamlSource | undefined {
    return this.parse(relative, parseYamlFile);
  }

  readMdx(relative: string): MdxSource | undefined {
    return this.parse(relative, parseMdx);
  }

  readMdxFrontmatter(relative: string): YamlSource | undefined {
    return this.parse(relative, parseMdxFrontmatter);
  }

  private parse<T>(relative: string, parse: (file: string, text: string, issues: IssueList) => T | undefined) {
    const file = this.file(relative);
    const parsed = this.cache.parsed(file, parse);
    if (parsed === "missing") {
      this.issues.error(file, `file is missing: create ${relative} under the content folder`);
      return undefined;
    }
    for (const issue of parsed.issues) this.issues.add(issue);
    return parsed.value;
  }
}
