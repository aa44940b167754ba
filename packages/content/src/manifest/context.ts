import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import type { IssueList } from "../issues.ts";
import { parseMdx, type Located, type MdxSource } from "../source/mdx.ts";
import { validate } from "../source/validate.ts";
import { formatPath, locate, parseYaml, type FieldPath, type YamlSource } from "../source/yaml.ts";

/** A link an author wrote, kept until every route is known and it can be checked. */
export interface PendingLink {
  href: string;
  file: string;
  line: number;
  column: number;
  field?: string;
}

/** Where downloadable files and images live, and the URL prefix each is served under. */
export const mediaFolders = { media: "media", downloads: "downloads" } as const;

/**
 * What every collection loader needs: reading files relative to the content root, validating them
 * with positions, and queueing the checks that need the whole site (links, media files).
 */
export class LoadContext {
  readonly links: PendingLink[] = [];

  constructor(
    readonly root: string,
    readonly issues: IssueList,
  ) {}

  file(relative: string): string {
    return path.join(this.root, relative);
  }

  exists(relative: string): boolean {
    return fs.existsSync(this.file(relative));
  }

  /** Entries of a folder, sorted by name so every run sees the same order. */
  list(relative: string, filter: (name: string, isDirectory: boolean) => boolean): string[] {
    const dir = this.file(relative);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith(".") && filter(entry.name, entry.isDirectory()))
      .map((entry) => entry.name)
      .sort();
  }

  readText(relative: string): string | undefined {
    const file = this.file(relative);
    try {
      return fs.readFileSync(file, "utf8");
    } catch {
      this.issues.error(file, `file is missing: create ${relative} under the content folder`);
      return undefined;
    }
  }

  readYaml(relative: string): YamlSource | undefined {
    const text = this.readText(relative);
    return text === undefined ? undefined : parseYaml(this.file(relative), text, this.issues);
  }

  readMdx(relative: string): MdxSource | undefined {
    const text = this.readText(relative);
    return text === undefined ? undefined : parseMdx(this.file(relative), text, this.issues);
  }

  validate<S extends z.ZodType>(schema: S, source: YamlSource): z.output<S> | undefined {
    return validate(schema, source, this.issues);
  }

  error(source: YamlSource, path: FieldPath, message: string): void {
    this.issues.error(source.file, message, { ...locate(source, path), field: formatPath(path) });
  }

  warn(source: YamlSource, path: FieldPath, message: string): void {
    this.issues.warn(source.file, message, { ...locate(source, path), field: formatPath(path) });
  }

  /** Queues links found in a YAML file, each located by its field path. */
  checkLinks(source: YamlSource, links: { href: string; path: FieldPath }[]): void {
    for (const link of links) {
      this.links.push({
        href: link.href,
        file: source.file,
        ...locate(source, link.path),
        field: formatPath(link.path),
      });
    }
  }

  queueLink(link: PendingLink): void {
    this.links.push(link);
  }

  /** Queues links found inside a Markdown text held by the YAML field at `path`. */
  queueMarkdownLinks(source: YamlSource, path: FieldPath, links: Located<string>[]): void {
    if (links.length === 0) return;
    const at = locate(source, path);
    const node = source.doc.getIn(path, true) as { type?: string } | undefined;
    // A block scalar (`|` or `>`) starts on the line after its key.
    const firstLine = at.line + (node?.type === "BLOCK_LITERAL" || node?.type === "BLOCK_FOLDED" ? 1 : 0);
    for (const link of links) {
      this.links.push({
        href: link.value,
        file: source.file,
        line: firstLine + link.line - 1,
        column: link.line === 1 ? at.column : link.column,
        field: formatPath(path),
      });
    }
  }

  /** A media path (`/media/logo.svg` or `logo.svg`) must name a file in content/media. */
  requireMedia(source: YamlSource, reference: string, path: FieldPath): string {
    const name = reference.replace(/^\/?media\//, "");
    if (!this.exists(`${mediaFolders.media}/${name}`)) {
      this.error(source, path, `no file media/${name} in the content folder (expected an image under content/media)`);
    }
    return `/media/${name}`;
  }

  /**
   * A link-preview image (Open Graph, Twitter card) must be a raster image in content/media: the
   * services that draw previews ignore SVG, so a shared page would show no picture at all.
   */
  requirePreviewImage(source: YamlSource, reference: string, path: FieldPath): string {
    const media = this.requireMedia(source, reference, path);
    if (!/\.(png|jpe?g|webp|gif)$/i.test(media)) {
      this.error(
        source,
        path,
        `link previews cannot show ${media.split("/").pop()}: use a PNG or JPEG image (ideally 1200×630) in content/media`,
      );
    }
    return media;
  }
}
